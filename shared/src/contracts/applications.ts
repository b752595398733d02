import { z } from 'zod';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATES,
  BULK_APPLICATION_ACTIONS,
} from '../applications/application-rules.js';
import { endpoint, noContent } from './endpoint.js';
import { idParams, refSchema, requiredText, text, timestamp, uuid } from './fields.js';
import { listEndpoint, listOf } from './list.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { intColumn } from '../schemas/bounds.js';

/**
 * Applications (spec §3 "Application", §4 states and organizer actions, §5 waiting queue): a signed-in fighter applies
 * for categories of a tournament with the tournament's form; the organizer reviews. Approved applications are the
 * category's fighters (participants).
 */

/** One answer per form field, in the form's order: text, a date (yyyy-MM-dd), an option, or a list of options. */
const answerSchema = z.union([z.string().max(5000), z.array(z.string().max(200)).max(50), z.null()]);
const answersSchema = z.array(answerSchema).max(50);

export const applySchema = z
  .object({
    nominationIds: z.array(uuid).min(1, VALIDATION_MESSAGES.chooseCategory).max(50),
    answers: answersSchema.default([]),
    /** A captain's team, required when a chosen category is a team category. */
    team: z
      .object({
        name: requiredText(200),
        clubId: uuid.nullable().optional(),
        memberIds: z.array(uuid).min(1).max(10),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((v) => new Set(v.nominationIds).size === v.nominationIds.length, {
    path: ['nominationIds'],
    message: VALIDATION_MESSAGES.categoryTwice,
  });

export const updateApplicationSchema = z.object({ answers: answersSchema }).strict();

export const applicationActionSchema = z
  .object({
    action: z.enum(APPLICATION_ACTIONS),
    /** Why it is refused: required with `refuse`, told to the fighter. */
    reason: text(1000).optional(),
  })
  .strict()
  .refine((v) => v.action !== 'refuse' || !!v.reason, {
    path: ['reason'],
    message: VALIDATION_MESSAGES.refusalReason,
  });

export const bulkApplicationActionSchema = z
  .object({
    action: z.enum(BULK_APPLICATION_ACTIONS),
    /** Only this category's applications; every category of the tournament without it. */
    nominationId: uuid.optional(),
    /** Count the applications the action would change and change nothing: the number the confirmation names. */
    dryRun: z.boolean().optional(),
  })
  .strict();

const tournamentRefSchema = z.object({ _id: z.string(), title: z.string(), idString: z.string() });

export const applicationSchema = z.object({
  _id: z.string(),
  tournament: tournamentRefSchema,
  nomination: refSchema,
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  club: refSchema.nullable(),
  state: z.enum(APPLICATION_STATES),
  paid: z.boolean(),
  present: z.boolean(),
  refusalReason: z.string().nullable(),
  answers: answersSchema,
  /** The team a captain applied with (team categories). */
  team: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
  /** 1 for the first on the category's waiting list; null off it. */
  waitingPosition: intColumn().nullable(),
  /** When the state or a mark last changed; the fighter sees changes newer than `seenAt` as new. */
  changedAt: timestamp,
  seenAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Application = z.output<typeof applicationSchema>;

/** What a fighter's own applications need of each tournament they applied to: what to pay and how. */
export const myApplicationsTournamentSchema = z.object({
  _id: z.string(),
  descriptionPayment: z.string(),
});

/** What the public applications list shows of an application (spec §2, as `applicationsAccess` allows). */
export const publicApplicationSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  club: refSchema.nullable(),
  state: z.enum(APPLICATION_STATES),
  /** Only when the organizer shows payments publicly; null otherwise. */
  paid: z.boolean().nullable(),
  waitingPosition: intColumn().nullable(),
});
export type PublicApplication = z.output<typeof publicApplicationSchema>;

const signedIn = ['USER', 'ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;
const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

export const applicationsContract = {
  apply: endpoint({
    id: 'applications.apply',
    method: 'POST',
    path: '/tournaments/:id/applications',
    summary:
      'The caller applies for categories of a tournament with its form; an application already made for a category is kept as it is (one per fighter and category). Beyond the fighter limit it goes to the waiting list',
    roles: signedIn,
    params: idParams,
    body: applySchema,
    response: z.object({ items: z.array(applicationSchema) }),
    status: 201,
  }),
  list: listEndpoint({
    id: 'applications.list',
    path: '/tournaments/:id/applications',
    summary:
      "The organizer's review of a tournament's applications; filters state, nominationId, club, paid, present, name",
    roles: organizers,
    params: idParams,
    item: applicationSchema,
  }),
  mine: endpoint({
    id: 'applications.mine',
    method: 'GET',
    path: '/my/applications',
    summary: "The caller's applications, newest first, with each tournament's payment description once",
    roles: signedIn,
    response: listOf(applicationSchema).extend({ tournaments: z.array(myApplicationsTournamentSchema) }),
  }),
  markSeen: endpoint({
    id: 'applications.markSeen',
    method: 'POST',
    path: '/my/applications/seen',
    summary: "Marks the caller's application changes as seen",
    roles: signedIn,
    response: noContent,
    status: 204,
  }),
  get: endpoint({
    id: 'applications.get',
    method: 'GET',
    path: '/applications/:id',
    summary: 'An application: to its fighter and to the organizer of its tournament',
    roles: signedIn,
    params: idParams,
    response: applicationSchema,
  }),
  update: endpoint({
    id: 'applications.update',
    method: 'PUT',
    path: '/applications/:id',
    summary: "The fighter changes the form's answers while the application is pending or on the waiting list",
    roles: signedIn,
    params: idParams,
    body: updateApplicationSchema,
    response: applicationSchema,
  }),
  withdraw: endpoint({
    id: 'applications.withdraw',
    method: 'DELETE',
    path: '/applications/:id',
    summary: 'The fighter withdraws the application; the place goes to the first on the waiting list',
    roles: signedIn,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  act: endpoint({
    id: 'applications.act',
    method: 'POST',
    path: '/applications/:id/actions',
    summary:
      'An organizer action: approve, refuse (with a reason), moveFromWaitingList, setPaid, cancelPaid, setPresent, cancelPresent',
    roles: organizers,
    params: idParams,
    body: applicationActionSchema,
    response: applicationSchema,
    status: 200,
  }),
  bulk: endpoint({
    id: 'applications.bulk',
    method: 'POST',
    path: '/tournaments/:id/applications/actions',
    summary:
      'Approve all pending applications, or set every approved fighter present (of one category or all); with dryRun only counts them',
    roles: organizers,
    params: idParams,
    body: bulkApplicationActionSchema,
    response: z.object({ changed: intColumn() }),
    status: 200,
  }),
  public: endpoint({
    id: 'applications.public',
    method: 'GET',
    path: '/nominations/:id/applications',
    summary:
      "A category's applications as the tournament's applicationsAccess allows: approved and pending, the waiting list and payments only when the organizer shows them",
    params: idParams,
    response: listOf(publicApplicationSchema),
  }),
} as const;
