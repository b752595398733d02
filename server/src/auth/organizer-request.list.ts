import { ORGANIZER_REQUEST_STATUSES } from '@hema/shared/contracts/auth';
import type { ListDefinition } from '../common/list.js';
import type { OrganizerRequest } from './organizer-request.entity.js';

/** The admin's list of organizer-access requests: its columns, filters and sorting. */
export const ORGANIZER_REQUEST_LIST: ListDefinition<OrganizerRequest> = {
  resource: 'organizer requests',
  fields: {
    _id: { column: 'request.id', type: 'id', sortable: true, filterable: true },
    status: {
      column: 'request.status',
      type: 'enum',
      values: ORGANIZER_REQUEST_STATUSES,
      sortable: true,
      filterable: true,
    },
    name: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    createdAt: { column: 'request.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: '-createdAt',
  selectTitle: 'name',
};
