import { z } from 'zod';
import { RATING_MODES } from '../domain-types.js';
import { fightRulesSchema } from '../fight/rules.js';
import { FIGHTER_COLOURS } from '../ui-rules/fighter-colours.js';
import { endpoint, noContent } from './endpoint.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { idParams, refSchema, requiredText, slug, timestamp, uuid, warningsSchema } from './fields.js';
import { listEndpoint } from './list.js';
import { intColumn, smallintColumn } from '../schemas/bounds.js';

/** Categories (spec: nominations) of a tournament, with every label field of spec §3. */

const positive = intColumn(1, 10_000);

/** A category's settings form; the fight rules are the fight machine's own schema. */
const nominationFields = {
  title: requiredText(200),
  idString: slug,
  weaponId: uuid.nullable(),
  fighterLimit: positive.nullable(),
  registrationNote: z.string().trim().max(5000),
  colorLeft: z.enum(FIGHTER_COLOURS),
  colorRight: z.enum(FIGHTER_COLOURS),
  redSide: z.union([z.literal(1), z.literal(2)]),
  ratingMode: z.enum(RATING_MODES),
  isFighting: z.boolean(),
  isTeam: z.boolean(),
  teamMembers: positive.nullable(),
  /** A team category's bouts count in fighters' ratings (default off, docs/rating-modes.md). */
  teamRated: z.boolean(),
  scoringPlacement: z.enum(['TEAM', 'FIGHT']),
  rules: fightRulesSchema,
  index: intColumn(0, 10_000),
};

const { title, idString, ...optional } = nominationFields;

export const createNominationSchema = z
  .object({ title, idString, ...z.object(optional).partial().shape })
  .strict();
export const updateNominationSchema = z.object(nominationFields).partial().strict();
export type NominationInput = z.output<typeof updateNominationSchema>;

/** The tournament's categories in their new order: every one of them, each once. */
export const nominationOrderSchema = z
  .object({ nominationIds: z.array(uuid).max(500) })
  .strict()
  .refine((v) => new Set(v.nominationIds).size === v.nominationIds.length, {
    path: ['nominationIds'],
    message: VALIDATION_MESSAGES.categoryTwice,
  });

export const nominationSchema = z.object({
  _id: z.string(),
  tournamentId: z.string(),
  idString: z.string(),
  title: z.string(),
  weapon: refSchema.extend({ type: refSchema.nullable() }).nullable(),
  index: intColumn(),
  fighterLimit: intColumn().nullable(),
  registrationNote: z.string(),
  colorLeft: z.enum(FIGHTER_COLOURS),
  colorRight: z.enum(FIGHTER_COLOURS),
  redSide: smallintColumn(1, 2),
  ratingMode: z.enum(RATING_MODES),
  isFighting: z.boolean(),
  isTeam: z.boolean(),
  teamMembers: intColumn().nullable(),
  teamRated: z.boolean(),
  scoringPlacement: z.string(),
  /** Every rule with its default filled in. */
  rules: fightRulesSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Nomination = z.output<typeof nominationSchema>;

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

export const nominationsContract = {
  list: listEndpoint({
    id: 'nominations.list',
    path: '/tournaments/:id/nominations',
    summary: "A tournament's categories",
    params: idParams,
    item: nominationSchema,
  }),
  create: endpoint({
    id: 'nominations.create',
    method: 'POST',
    path: '/tournaments/:id/nominations',
    summary: 'Adds a category to a tournament',
    roles: organizers,
    params: idParams,
    body: createNominationSchema,
    response: nominationSchema,
    status: 201,
  }),
  reorder: endpoint({
    id: 'nominations.reorder',
    method: 'PUT',
    path: '/tournaments/:id/nominations/order',
    summary: "Puts the tournament's categories in this order (every category once)",
    roles: organizers,
    params: idParams,
    body: nominationOrderSchema,
    response: z.object({ items: z.array(nominationSchema), count: z.number().int() }),
  }),
  get: endpoint({
    id: 'nominations.get',
    method: 'GET',
    path: '/nominations/:id',
    summary: 'A category',
    params: idParams,
    response: nominationSchema,
  }),
  update: endpoint({
    id: 'nominations.update',
    method: 'PUT',
    path: '/nominations/:id',
    summary: "Changes a category; fights not started yet take new rules; answers the organizer's warnings",
    roles: organizers,
    params: idParams,
    body: updateNominationSchema,
    response: nominationSchema.extend({ warnings: warningsSchema }),
  }),
  remove: endpoint({
    id: 'nominations.remove',
    method: 'DELETE',
    path: '/nominations/:id',
    summary: 'Deletes a category (refused while it has stages, spec §4)',
    roles: organizers,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  reset: endpoint({
    id: 'nominations.reset',
    method: 'POST',
    path: '/nominations/:id/reset',
    summary: 'Deletes every fight of the category; stages and pools stay (spec §4)',
    roles: organizers,
    params: idParams,
    response: z.object({ deletedFights: intColumn() }),
    status: 200,
  }),
} as const;
