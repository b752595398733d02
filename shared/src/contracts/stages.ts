import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';
import { STAGE_TYPES } from '../domain-types.js';
import { endpoint, noContent } from './endpoint.js';
import { fighterRefSchema, fightRowSchema, groupTitleSchema } from './fights.js';
import { idParams, text, timestamp, uuid, warningsSchema } from './fields.js';
import { intColumn, smallintColumn } from '../schemas/bounds.js';

/** Stages of a category (spec §3 "Stage") with their pools or bracket columns and fights; pool sheets. */

const count = intColumn(1, 1024).nullable();

/** Stage settings (spec §3). Every field is optional; the generator says which one a type needs. */
export const stageSettingsSchema = z
  .object({
    /** WIN gives the bye fighter a win; any other value a draw (spec §4). */
    byeMode: z.string().trim().max(20).nullable(),
    byeWinScores: z
      .string()
      .trim()
      .regex(/^\d{0,4}$/, VALIDATION_MESSAGES.byeWinScores)
      .nullable(),
    poolsCount: count,
    roundsCount: count,
    /** Fighters entering the bracket: the best-seeded ones when fewer than everyone. */
    eliminationSize: intColumn(2, 1024).nullable(),
    minimumFromEachPool: intColumn(0, 64).nullable(),
    goesToNextStage: count,
    toTheFinals: z.boolean(),
    combineStats: z.boolean(),
    qualification: z.enum(['BASIC', 'ADVANCED']).nullable(),
    /** Single elimination: a fight for third place. */
    bronze: z.boolean(),
    /** Double elimination: a second grand final when the lower-bracket winner takes the first. */
    grandFinalReset: z.boolean(),
    /** Swiss with hits: starting HP; defaults to the category's hit points rule. */
    initialHp: intColumn(1, 1000).nullable(),
    /**
     * The ring of fights the stage creates or fills later (a bracket fight a fighter reaches, a next swiss round):
     * a ring of the tournament, or null for the ring of the fights that feed them (the default).
     */
    nextFightsAreaId: uuid.nullable(),
  })
  .partial()
  .strict();
export type StageSettings = z.output<typeof stageSettingsSchema>;

export const createStageSchema = z
  .object({
    type: z.enum(STAGE_TYPES),
    label: text(100).default(''),
    settings: stageSettingsSchema.default({}),
  })
  .strict();

export const updateStageSchema = z
  .object({ type: z.enum(STAGE_TYPES), label: text(100), settings: stageSettingsSchema })
  .partial()
  .strict();

/** A pool's fighters in sheet order (at most 7, spec §5); the pool's bouts are built again. */
export const poolFightersSchema = z
  .object({ fighters: z.array(uuid).max(100) })
  .strict()
  .refine((v) => new Set(v.fighters).size === v.fighters.length, {
    path: ['fighters'],
    message: VALIDATION_MESSAGES.fighterTwice,
  });

/** A pool or round group (spec §3) with its fighters in sheet order and its fights (spec §7 `GET /pools/{id}`). */
export const poolSchema = z.object({
  _id: z.string(),
  stageId: z.string(),
  index: intColumn(),
  round: intColumn(),
  side: smallintColumn(0, 2),
  floor: smallintColumn(),
  isTeam: z.boolean(),
  group: groupTitleSchema,
  fighters: z.array(fighterRefSchema),
  fights: z.array(fightRowSchema),
});
export type Pool = z.output<typeof poolSchema>;

export const stageSchema = z.object({
  _id: z.string(),
  nominationId: z.string(),
  index: intColumn(),
  type: z.enum(STAGE_TYPES),
  label: z.string(),
  settings: stageSettingsSchema,
  pools: z.array(poolSchema),
  createdAt: timestamp,
});
export type Stage = z.output<typeof stageSchema>;

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

export const stagesContract = {
  list: endpoint({
    id: 'stages.list',
    method: 'GET',
    path: '/nominations/:id/stages',
    summary: "A category's stages page: every stage with its pools and fights, and the organizer's warnings",
    params: idParams,
    response: z.object({
      items: z.array(stageSchema),
      count: intColumn(),
      warnings: warningsSchema,
    }),
  }),
  create: endpoint({
    id: 'stages.create',
    method: 'POST',
    path: '/nominations/:id/stages',
    summary: 'Adds a stage to a category',
    roles: organizers,
    params: idParams,
    body: createStageSchema,
    response: stageSchema,
    status: 201,
  }),
  get: endpoint({
    id: 'stages.get',
    method: 'GET',
    path: '/stages/:id',
    summary: 'A stage with its pools and fights',
    params: idParams,
    response: stageSchema,
  }),
  update: endpoint({
    id: 'stages.update',
    method: 'PUT',
    path: '/stages/:id',
    summary:
      "Changes a stage's label, settings or type (a new type drops its pools, refused once fights started)",
    roles: organizers,
    params: idParams,
    body: updateStageSchema,
    response: stageSchema.extend({ warnings: warningsSchema }),
  }),
  remove: endpoint({
    id: 'stages.remove',
    method: 'DELETE',
    path: '/stages/:id',
    summary: 'Deletes a stage with its pools and fights (refused once fights started)',
    roles: organizers,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  generate: endpoint({
    id: 'stages.generate',
    method: 'POST',
    path: '/stages/:id/generate',
    summary:
      "Builds the stage's pools and fights from its fighters; answers the stage and the warnings (spec §8)",
    roles: organizers,
    params: idParams,
    response: z.object({ stage: stageSchema, warnings: warningsSchema }),
    status: 200,
  }),
  nextRound: endpoint({
    id: 'stages.nextRound',
    method: 'POST',
    path: '/stages/:id/next-round',
    summary:
      'Builds the next round of a swiss or swiss-with-hits stage once the current one is finished, up to its rounds count',
    roles: organizers,
    params: idParams,
    response: z.object({ stage: stageSchema, warnings: warningsSchema }),
    status: 200,
  }),
} as const;

export const poolsContract = {
  get: endpoint({
    id: 'pools.get',
    method: 'GET',
    path: '/pools/:id',
    summary: 'A pool with its fighters and fights list (spec §7)',
    params: idParams,
    response: poolSchema,
  }),
  setFighters: endpoint({
    id: 'pools.setFighters',
    method: 'PUT',
    path: '/pools/:id',
    summary: "Sets a pool's fighters in sheet order (at most 7) and builds its bouts again",
    roles: organizers,
    params: idParams,
    body: poolFightersSchema,
    response: poolSchema,
  }),
} as const;
