import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { TOURNAMENT_STATUSES } from '../competition/tournament-status.js';
import { endpoint, noContent } from './endpoint.js';
import { idParams, timestamp, uuid } from './fields.js';

/**
 * Ring judges: people the organizer lets score the fights of one ring, and nothing else of the tournament. Added
 * from an existing account or through an invitation code that expires at the end of the event; revoked at once.
 */

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

/** Invitation codes: eight characters without look-alikes (0/O, 1/I/L), typed by a volunteer at the table. */
export const JUDGE_INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JUDGE_INVITE_LENGTH = 8;
export const judgeInviteCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .length(JUDGE_INVITE_LENGTH, 'The code has 8 characters')
      .regex(new RegExp(`^[${JUDGE_INVITE_ALPHABET}]+$`), 'The code has letters and digits only'),
  );

const personSchema = z.object({
  _id: z.string(),
  name: z.string(),
  club: z.string().nullable(),
  country: z.string().nullable(),
});
export type JudgePerson = z.output<typeof personSchema>;

export const ringJudgeSchema = z.object({
  _id: z.string(),
  user: personSchema,
  addedAt: timestamp,
  addedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** `invite` when the person came through an invitation code. */
  via: z.enum(['account', 'invite']),
  revokedAt: timestamp.nullable(),
  revokedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type RingJudge = z.output<typeof ringJudgeSchema>;

export const judgeInviteSchema = z.object({
  code: z.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
});
export type JudgeInvite = z.output<typeof judgeInviteSchema>;

/** One command a judge of the ring sent (from the fights' event log). */
export const judgeCommandSchema = z.object({
  _id: z.string(),
  fightId: z.string(),
  fighters: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }),
  type: z.string(),
  applied: z.boolean(),
  reason: z.string().nullable(),
  score1: z.number().nullable(),
  score2: z.number().nullable(),
  recordedAt: timestamp,
});
export type JudgeCommand = z.output<typeof judgeCommandSchema>;

export const ringJudgesViewSchema = z.object({
  judges: z.array(ringJudgeSchema),
  invites: z.array(judgeInviteSchema),
  /** The latest commands of the ring's judges, newest first. */
  commands: z.array(judgeCommandSchema),
});
export type RingJudgesView = z.output<typeof ringJudgesViewSchema>;

export const addRingJudgeSchema = z.object({ userId: uuid }).strict();
export const acceptJudgeInviteSchema = z.object({ code: judgeInviteCode }).strict();
export const judgeCandidatesQuery = z.object({ q: z.string().trim().min(2).max(100) });

/** A ring the signed-in person judges, with what the console link needs. */
export const judgedRingSchema = z.object({
  areaId: z.string(),
  areaTitle: z.string(),
  tournament: z.object({
    _id: z.string(),
    title: z.string(),
    idString: z.string(),
    status: z.enum(TOURNAMENT_STATUSES),
    dateStart: z.string(),
    dateEnd: z.string(),
  }),
  addedAt: timestamp,
});
export type JudgedRing = z.output<typeof judgedRingSchema>;

/** Whether the signed-in person may score this ring, and as whom; `revoked` when their judge access was taken. */
export const ringAccessSchema = z.object({
  canScore: z.boolean(),
  as: z.enum(['organizer', 'judge']).nullable(),
  revoked: z.boolean(),
});
export type RingAccess = z.output<typeof ringAccessSchema>;

export const ringJudgesContract = {
  list: endpoint({
    id: 'ringJudges.list',
    method: 'GET',
    path: '/areas/:id/judges',
    summary:
      "The ring's judges (current and revoked), its open invitation codes and its judges' latest commands",
    roles: organizers,
    params: idParams,
    response: ringJudgesViewSchema,
  }),
  candidates: endpoint({
    id: 'ringJudges.candidates',
    method: 'GET',
    path: '/areas/:id/judge-candidates',
    summary: 'Accounts to add as judges of the ring, found by name or exact e-mail (at most 10)',
    roles: organizers,
    params: idParams,
    query: judgeCandidatesQuery,
    response: z.object({ items: z.array(personSchema) }),
  }),
  add: endpoint({
    id: 'ringJudges.add',
    method: 'POST',
    path: '/areas/:id/judges',
    summary: 'Makes an existing account a judge of the ring',
    roles: organizers,
    params: idParams,
    body: addRingJudgeSchema,
    response: ringJudgeSchema,
    status: 201,
  }),
  revoke: endpoint({
    id: 'ringJudges.revoke',
    method: 'DELETE',
    path: '/areas/:id/judges/:judgeId',
    summary: "Revokes a judge's access to the ring at once: their next command is refused",
    roles: organizers,
    params: z.object({ id: z.string().max(100), judgeId: z.string().max(100) }),
    response: noContent,
    status: 204,
  }),
  invite: endpoint({
    id: 'ringJudges.invite',
    method: 'POST',
    path: '/areas/:id/judge-invites',
    summary: 'A new invitation code (and link) for one judge of the ring; it expires at the end of the event',
    roles: organizers,
    params: idParams,
    response: judgeInviteSchema,
    status: 201,
  }),
  cancelInvite: endpoint({
    id: 'ringJudges.cancelInvite',
    method: 'DELETE',
    path: '/areas/:id/judge-invites/:code',
    summary: 'Cancels an unused invitation code',
    roles: organizers,
    params: z.object({ id: z.string().max(100), code: z.string().max(20) }),
    response: noContent,
    status: 204,
  }),
  accept: endpoint({
    id: 'ringJudges.accept',
    method: 'POST',
    path: '/judge-invites/accept',
    summary: 'The signed-in person takes an invitation code and becomes a judge of its ring',
    roles: ROUTE_ROLES.signedIn,
    body: acceptJudgeInviteSchema,
    response: judgedRingSchema,
  }),
  mine: endpoint({
    id: 'ringJudges.mine',
    method: 'GET',
    path: '/my/judging',
    summary: 'The rings the signed-in person judges',
    roles: ROUTE_ROLES.signedIn,
    response: z.object({ items: z.array(judgedRingSchema) }),
  }),
  access: endpoint({
    id: 'ringJudges.access',
    method: 'GET',
    path: '/areas/:id/access',
    summary:
      'Whether the signed-in person may score the ring (its organizer, an admin, or one of its judges)',
    roles: ROUTE_ROLES.signedIn,
    params: idParams,
    response: ringAccessSchema,
  }),
} as const;
