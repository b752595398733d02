import { z } from 'zod';
import { RATING_MODES } from '@hema/shared/domain-types';
import { fightRulesSchema } from '@hema/shared/fight/rules';
import { FIGHTER_COLOURS } from './nomination.entity.js';
import { slug } from '../tournaments/tournament.schemas.js';

const REQUIRED = 'Field required';
const positive = z.number().int().positive().max(10_000);

/** A category's settings form (spec §3 label fields); the fight rules are the fight machine's own schema. */
const nominationFields = {
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  idString: slug,
  weaponId: z.uuid('Invalid identifier').nullable(),
  fighterLimit: positive.nullable(),
  registrationNote: z.string().trim().max(5000),
  colorLeft: z.enum(FIGHTER_COLOURS),
  colorRight: z.enum(FIGHTER_COLOURS),
  redSide: z.union([z.literal(1), z.literal(2)]),
  ratingMode: z.enum(RATING_MODES),
  isFighting: z.boolean(),
  isTeam: z.boolean(),
  teamMembers: positive.nullable(),
  scoringPlacement: z.enum(['TEAM', 'FIGHT']),
  rules: fightRulesSchema,
  index: z.number().int().min(0).max(10_000),
};

const { title, idString, ...optional } = nominationFields;

export const createNominationSchema = z
  .object({ title, idString, ...z.object(optional).partial().shape })
  .strict();
export const updateNominationSchema = z.object(nominationFields).partial().strict();
export type NominationInput = z.output<typeof updateNominationSchema>;
