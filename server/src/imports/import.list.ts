import { IMPORT_STATUSES } from '@hema/shared/contracts/imports';
import type { ListDefinition } from '../common/list.js';
import type { TournamentImport } from './tournament-import.entity.js';

/** The list of tournament imports (an uploader's own, or all for admins): columns, filters and sorting. */
export const IMPORT_LIST: ListDefinition<TournamentImport> = {
  resource: 'imports',
  fields: {
    _id: { column: 'import.id', type: 'id', sortable: true, filterable: true },
    status: {
      column: 'import.status',
      type: 'enum',
      values: IMPORT_STATUSES,
      sortable: true,
      filterable: true,
    },
    title: { column: 'import.title', type: 'text', sortable: true, filterable: true },
    dateStart: { column: 'import.dateStart', type: 'date', sortable: true, filterable: true },
    createdAt: { column: 'import.createdAt', type: 'date', sortable: true, filterable: true },
    uploader: { column: 'uploader.name', type: 'text', sortable: true, filterable: true },
  },
  defaultSort: '-createdAt',
  selectTitle: 'title',
};
