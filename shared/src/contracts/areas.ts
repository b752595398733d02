import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';
import { TOURNAMENT_STATUSES } from '../competition/tournament-status.js';
import { STAGE_TYPES } from '../domain-types.js';
import { endpoint, noContent } from './endpoint.js';
import { fightRowSchema, groupTitleSchema } from './fights.js';
import { idParams, requiredText, timestamp, uuid } from './fields.js';
import { listEndpoint } from './list.js';
import { intColumn } from '../schemas/bounds.js';

/** Rings (spec: areas) of a tournament and the fights assigned to each, in the order they are fought. */

const index = intColumn(0, 1000);

export const createAreaSchema = z.object({ title: requiredText(100), index: index.optional() }).strict();
export const updateAreaSchema = z
  .object({ title: requiredText(100), index })
  .partial()
  .strict();

/** The ring's fights in the order they are fought; the list replaces the ring's previous one. */
export const areaFightsSchema = z
  .object({ fightIds: z.array(uuid).max(2000) })
  .strict()
  .refine((v) => new Set(v.fightIds).size === v.fightIds.length, {
    path: ['fightIds'],
    message: VALIDATION_MESSAGES.fightTwice,
  });

export const areaSchema = z.object({
  _id: z.string(),
  tournamentId: z.string(),
  title: z.string(),
  index: intColumn(),
  createdAt: timestamp,
});
export type Area = z.output<typeof areaSchema>;

const ringFightSchema = fightRowSchema.extend({
  nomination: z.object({ _id: z.string(), title: z.string() }).nullable(),
  stage: z
    .object({
      _id: z.string(),
      type: z.enum(STAGE_TYPES),
      index: intColumn(),
      label: z.string().nullable(),
    })
    .nullable(),
  pool: z.object({ _id: z.string(), group: groupTitleSchema }).nullable(),
});

/** A ring's fights in order with the current one (the first not over) and the next. */
export const areaFightsViewSchema = z.object({
  area: areaSchema,
  tournament: z.object({
    _id: z.string(),
    title: z.string(),
    idString: z.string(),
    status: z.enum(TOURNAMENT_STATUSES),
  }),
  fights: z.array(ringFightSchema),
  current: ringFightSchema.nullable(),
  next: ringFightSchema.nullable(),
});
export type AreaFights = z.output<typeof areaFightsViewSchema>;

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

export const areasContract = {
  list: listEndpoint({
    id: 'areas.list',
    path: '/tournaments/:id/areas',
    summary: "A tournament's rings",
    params: idParams,
    item: areaSchema,
  }),
  create: endpoint({
    id: 'areas.create',
    method: 'POST',
    path: '/tournaments/:id/areas',
    summary: 'Adds a ring',
    roles: organizers,
    params: idParams,
    body: createAreaSchema,
    response: areaSchema,
    status: 201,
  }),
  get: endpoint({
    id: 'areas.get',
    method: 'GET',
    path: '/areas/:id',
    summary: 'A ring',
    params: idParams,
    response: areaSchema,
  }),
  inTournament: endpoint({
    id: 'areas.inTournament',
    method: 'GET',
    path: '/tournaments/:id/areas/:areaId',
    summary:
      'A ring of this tournament (id or address): what a ring link (the stream caption) checks first. 404 for an unknown tournament, an unknown ring or a ring of another tournament.',
    params: z.object({ id: z.string(), areaId: z.string() }),
    response: areaSchema,
  }),
  update: endpoint({
    id: 'areas.update',
    method: 'PUT',
    path: '/areas/:id',
    summary: 'Renames or reorders a ring',
    roles: organizers,
    params: idParams,
    body: updateAreaSchema,
    response: areaSchema,
  }),
  remove: endpoint({
    id: 'areas.remove',
    method: 'DELETE',
    path: '/areas/:id',
    summary: "Deletes a ring; its fights stay, unassigned (they leave the ring's consoles and captions)",
    roles: organizers,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  assignFights: endpoint({
    id: 'areas.assignFights',
    method: 'PUT',
    path: '/areas/:id/fights',
    summary:
      "Puts fights on the ring in this order; the ring's fights left out leave it, fights of another ring move here",
    roles: organizers,
    params: idParams,
    body: areaFightsSchema,
    response: areaFightsViewSchema,
  }),
  fights: endpoint({
    id: 'areas.fights',
    method: 'GET',
    path: '/areas/:id/fights',
    summary: "The ring's fights in order with the current and the next fight",
    params: idParams,
    response: areaFightsViewSchema,
  }),
} as const;
