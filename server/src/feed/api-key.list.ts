import type { ListDefinition } from '../common/list.js';
import type { ApiKeyRow } from './api-key.entity.js';

/** The organizer's list of a tournament's API keys: newest first, filtered by name. */
export const API_KEY_LIST: ListDefinition<ApiKeyRow> = {
  resource: 'api keys',
  fields: {
    _id: { column: 'key.id', type: 'id', filterable: true },
    name: { column: 'key.name', type: 'text', sortable: true, filterable: true },
    createdAt: { column: 'key.createdAt', type: 'date', sortable: true, filterable: true },
    revokedAt: { column: 'key.revokedAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: '-createdAt',
  selectTitle: 'name',
};
