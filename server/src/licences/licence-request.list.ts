import { LICENCE_REQUEST_STATUSES } from '@hema/shared/contracts/licence-requests';
import type { ListDefinition } from '../common/list.js';
import type { LicenceRequest } from './licence-request.entity.js';

/** The admin's list of licence requests: its columns, filters and sorting. */
export const LICENCE_REQUEST_LIST: ListDefinition<LicenceRequest> = {
  resource: 'licence requests',
  fields: {
    _id: { column: 'request.id', type: 'id', sortable: true, filterable: true },
    status: {
      column: 'request.status',
      type: 'enum',
      values: LICENCE_REQUEST_STATUSES,
      sortable: true,
      filterable: true,
    },
    name: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    createdAt: { column: 'request.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: '-createdAt',
  selectTitle: 'name',
};
