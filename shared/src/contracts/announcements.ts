import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { endpoint } from './endpoint.js';
import { idParams, refSchema, requiredText, timestamp, uuid } from './fields.js';
import { listEndpoint } from './list.js';

/**
 * Announcements (issue 32 item 6): the organizer sends a short message to everyone at the tournament, to the fighters
 * of one category, or to the judges. It appears live in the app, on the hall screen and on the judges' consoles, and
 * goes out as a notification (the `announcement.sent` domain event).
 */

export const ANNOUNCEMENT_LEVELS = ['info', 'warning', 'alert'] as const;
export type AnnouncementLevel = (typeof ANNOUNCEMENT_LEVELS)[number];

export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'category', 'judges'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** Short enough for a phone's notification and one line of a hall screen's banner. */
export const ANNOUNCEMENT_MAX_LENGTH = 280;

/**
 * How long an announcement stays current (shown on pages, the hall screen and consoles) unless withdrawn earlier: an
 * event day. The organizer's list keeps every announcement.
 */
export const ANNOUNCEMENT_CURRENT_HOURS = 12;

/** At most this many current announcements are answered (newest first). */
export const ANNOUNCEMENT_CURRENT_LIMIT = 10;

export const ANNOUNCEMENT_ERRORS = {
  nominationNotInTournament: 'announcement/nomination-not-in-tournament',
  alreadyWithdrawn: 'announcement/already-withdrawn',
} as const;

/** What a page shows of an announcement. */
export const announcementSchema = z.object({
  _id: z.string(),
  tournamentId: z.string(),
  level: z.enum(ANNOUNCEMENT_LEVELS),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** The category of a category's announcement; null otherwise. */
  nomination: refSchema.nullable(),
  text: z.string(),
  createdAt: timestamp,
});
export type Announcement = z.output<typeof announcementSchema>;

/** The organizer's list: who sent it and whether it was withdrawn. */
export const announcementRecordSchema = announcementSchema.extend({
  author: z.object({ _id: z.string(), name: z.string() }).nullable(),
  withdrawnAt: timestamp.nullable(),
});
export type AnnouncementRecord = z.output<typeof announcementRecordSchema>;

const CATEGORY_NEEDED = 'Choose the category';

export const createAnnouncementSchema = z
  .object({
    text: requiredText(ANNOUNCEMENT_MAX_LENGTH),
    level: z.enum(ANNOUNCEMENT_LEVELS).default('info'),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES).default('everyone'),
    /** The category, for the `category` audience only. */
    nominationId: uuid.nullish(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.audience === 'category' && !value.nominationId)
      ctx.addIssue({ code: 'custom', path: ['nominationId'], message: CATEGORY_NEEDED });
    if (value.audience !== 'category' && value.nominationId)
      ctx.addIssue({
        code: 'custom',
        path: ['nominationId'],
        message: 'Only an announcement to a category names a category',
      });
  });
export type CreateAnnouncement = z.input<typeof createAnnouncementSchema>;

const organizers = ROUTE_ROLES.organizer;

export const announcementsContract = {
  list: listEndpoint({
    id: 'announcements.list',
    path: '/tournaments/:id/announcements',
    summary: "The tournament's announcements, withdrawn ones too (its organizer and admins)",
    roles: organizers,
    params: idParams,
    item: announcementRecordSchema,
  }),
  create: endpoint({
    id: 'announcements.create',
    method: 'POST',
    path: '/tournaments/:id/announcements',
    summary: 'Sends an announcement to everyone at the tournament, a category or the judges',
    roles: organizers,
    params: idParams,
    body: createAnnouncementSchema,
    response: announcementRecordSchema,
    status: 201,
  }),
  withdraw: endpoint({
    id: 'announcements.withdraw',
    method: 'POST',
    path: '/announcements/:id/withdraw',
    summary: 'Withdraws an announcement: pages, screens and consoles stop showing it at once',
    roles: organizers,
    params: idParams,
    response: announcementRecordSchema,
    status: 200,
  }),
  current: endpoint({
    id: 'announcements.current',
    method: 'GET',
    path: '/tournaments/:id/announcements/current',
    summary:
      "A tournament's current announcements, newest first: everyone's and categories'; the judges' ones for its judges and organizer",
    params: idParams,
    response: z.object({ items: z.array(announcementSchema) }),
  }),
} as const;
