import { z } from 'zod';
import { STAGE_TYPES } from '@hema/shared/domain-types';

const count = z.number().int().min(1).max(1024).nullable();

/** Stage settings (spec §3 "Stage"). Every field is optional; the generator says which one a type needs. */
export const stageSettingsSchema = z
  .object({
    /** WIN gives the bye fighter a win; any other value a draw (spec §4). */
    byeMode: z.string().trim().max(20).nullable(),
    byeWinScores: z
      .string()
      .trim()
      .regex(/^\d{0,4}$/, 'Bye win scores must be a whole number')
      .nullable(),
    poolsCount: count,
    roundsCount: count,
    /** Fighters entering the bracket: the best-seeded ones when fewer than everyone. */
    eliminationSize: z.number().int().min(2).max(1024).nullable(),
    minimumFromEachPool: z.number().int().min(0).max(64).nullable(),
    goesToNextStage: count,
    toTheFinals: z.boolean(),
    combineStats: z.boolean(),
    qualification: z.enum(['BASIC', 'ADVANCED']).nullable(),
    /** Single elimination: a fight for third place. */
    bronze: z.boolean(),
    /** Double elimination: a second grand final when the lower-bracket winner takes the first. */
    grandFinalReset: z.boolean(),
    /** Swiss with hits: starting HP; defaults to the category's hit points rule. */
    initialHp: z.number().int().min(1).max(1000).nullable(),
  })
  .partial()
  .strict();

export const createStageSchema = z
  .object({
    type: z.enum(STAGE_TYPES),
    label: z.string().trim().max(100).default(''),
    settings: stageSettingsSchema.default({}),
  })
  .strict();

export const updateStageSchema = z
  .object({ type: z.enum(STAGE_TYPES), label: z.string().trim().max(100), settings: stageSettingsSchema })
  .partial()
  .strict();
