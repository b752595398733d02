import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LEVELS } from '@hema/shared/contracts/announcements';
import type { ListDefinition } from '../common/list.js';
import type { AnnouncementRow } from './announcement.entity.js';

/** The organizer's list of a tournament's announcements: newest first, filtered by level, audience or text. */
export const ANNOUNCEMENT_LIST: ListDefinition<AnnouncementRow> = {
  resource: 'announcements',
  fields: {
    _id: { column: 'announcement.id', type: 'id', filterable: true },
    text: { column: 'announcement.text', type: 'text', sortable: true, filterable: true },
    level: {
      column: 'announcement.level',
      type: 'enum',
      values: ANNOUNCEMENT_LEVELS,
      sortable: true,
      filterable: true,
    },
    audience: {
      column: 'announcement.audience',
      type: 'enum',
      values: ANNOUNCEMENT_AUDIENCES,
      sortable: true,
      filterable: true,
    },
    createdAt: { column: 'announcement.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: '-createdAt',
  selectTitle: 'text',
};
