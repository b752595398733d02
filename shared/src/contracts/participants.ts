import { z } from 'zod';
import { endpoint, noContent } from './endpoint.js';
import { idParams, refSchema, requiredText, timestamp, uuid } from './fields.js';
import { listEndpoint } from './list.js';
import { intColumn } from '../schemas/bounds.js';

/** Fighters entered in a category: the user's public name and club, the seed, whether they dropped out. */

const seed = intColumn(1, 100_000).nullable();

/**
 * A fighter the organizer creates on the spot: a user without an account to sign in with, named in the
 * order first name, last name (spec §5), in an existing club, a club created with them, or none.
 */
export const newFighterSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    clubId: uuid.nullable().optional(),
    /** A new club of this title, created in the same transaction. */
    newClubTitle: requiredText(200).optional(),
  })
  .strict()
  .refine((v) => !(v.clubId && v.newClubTitle), {
    message: 'Choose a club or create a new one, not both',
    path: ['newClubTitle'],
  });

/** An existing user by id, or a new fighter created with the entry. */
export const createParticipantSchema = z
  .object({ userId: uuid.optional(), fighter: newFighterSchema.optional(), seed: seed.optional() })
  .strict()
  .refine((v) => !!v.userId !== !!v.fighter, {
    message: 'Choose a user or create a new fighter',
    path: ['userId'],
  });
/** The category's fighters in seed order, best first: each gets its place as the seed. */
export const reorderParticipantsSchema = z
  .object({ participantIds: z.array(uuid).max(1000) })
  .strict()
  .refine((v) => new Set(v.participantIds).size === v.participantIds.length, {
    message: 'A fighter is named twice',
    path: ['participantIds'],
  });

/** Why a fighter is out of the category when it is not an organizer's mark: a judge's black card. */
export const DROP_OUT_REASONS = ['blackCard'] as const;
export type DropOutReason = (typeof DROP_OUT_REASONS)[number];

export const updateParticipantSchema = z.object({ seed, droppedOut: z.boolean() }).partial().strict();

export const participantSchema = z.object({
  _id: z.string(),
  nominationId: z.string(),
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  club: refSchema.nullable(),
  seed: intColumn().nullable(),
  droppedOut: z.boolean(),
  /** Why they are out (null: an organizer's mark, or not out). */
  droppedOutReason: z.enum(DROP_OUT_REASONS).nullable(),
  createdAt: timestamp,
});
export type Participant = z.output<typeof participantSchema>;

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

export const participantsContract = {
  list: listEndpoint({
    id: 'participants.list',
    path: '/nominations/:id/participants',
    summary: "A category's fighters",
    params: idParams,
    item: participantSchema,
  }),
  create: endpoint({
    id: 'participants.create',
    method: 'POST',
    path: '/nominations/:id/participants',
    summary:
      'Enters a fighter in a category: an existing user (`userId`), or a new fighter created on the spot (`fighter`: first and last name, a club or a new club)',
    roles: organizers,
    params: idParams,
    body: createParticipantSchema,
    response: participantSchema,
    status: 201,
  }),
  reorder: endpoint({
    id: 'participants.reorder',
    method: 'PUT',
    path: '/nominations/:id/participants/seeds',
    summary: "Seeds a category's fighters 1..n in the order given (every fighter of the category, once)",
    roles: organizers,
    params: idParams,
    body: reorderParticipantsSchema,
    response: z.object({ items: z.array(participantSchema) }),
  }),
  update: endpoint({
    id: 'participants.update',
    method: 'PUT',
    path: '/participants/:id',
    summary: "A fighter's seed, or dropped out (excluded from pools, cannot advance, spec §4)",
    roles: organizers,
    params: idParams,
    body: updateParticipantSchema,
    response: participantSchema,
  }),
  remove: endpoint({
    id: 'participants.remove',
    method: 'DELETE',
    path: '/participants/:id',
    summary: 'Takes a fighter out of a category (refused once they have fights: drop them out instead)',
    roles: organizers,
    params: idParams,
    response: noContent,
    status: 204,
  }),
} as const;
