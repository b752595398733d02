import { z } from 'zod';
import { endpoint, noContent } from './endpoint.js';
import { idParams, refSchema, timestamp, uuid } from './fields.js';
import { listEndpoint } from './list.js';
import { intColumn } from '../schemas/bounds.js';

/** Fighters entered in a category: the user's public name and club, the seed, whether they dropped out. */

const seed = intColumn(1, 100_000).nullable();

export const createParticipantSchema = z.object({ userId: uuid, seed: seed.optional() }).strict();
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
    summary: 'Enters a fighter in a category',
    roles: organizers,
    params: idParams,
    body: createParticipantSchema,
    response: participantSchema,
    status: 201,
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
