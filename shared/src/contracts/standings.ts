import { z } from 'zod';
import { RATING_MODES, STAGE_TYPES } from '../domain-types.js';
import { endpoint } from './endpoint.js';
import { fighterRefSchema, groupTitleSchema, stageRefSchema } from './fights.js';
import { idParams, refSchema, warningsSchema } from './fields.js';
import { stageSchema } from './stages.js';
import { intColumn, smallintColumn } from '../schemas/bounds.js';

/**
 * Standings, statistics, the tournament summary and advancement between stages: everything ranked by the domain
 * engine (shared/competition) from the fights' results. Spec §7 names none of these calls; they follow its
 * resource style (`{resource}/{id}/{subresource}`), documented in docs/api.md.
 */

const count = intColumn();

/** Everything a rating mode ranks on, summed over a fighter's finished fights (standings.ts FighterStats). */
export const fighterStatsSchema = z.object({
  fights: count,
  wins: count,
  losses: count,
  draws: count,
  noWins: count,
  byes: count,
  pointsFor: count,
  pointsAgainst: count,
  hitDifference: z.number().int(),
  doubles: count,
  warnings: count,
  matchPoints: count,
  timeMs: z.number().min(0),
});

/** The criterion that put a row above the next one, with both values (standings.ts Separation). */
export const separationSchema = z.object({
  criterion: z.string(),
  nextFighterId: z.string(),
  value: z.number(),
  nextValue: z.number(),
});

/** One criterion of the table's ranking, in order: its key names the figure (`values[key]`). */
export const criterionSchema = z.object({ key: z.string(), direction: z.enum(['asc', 'desc']) });

export const standingRowSchema = z.object({
  fighter: fighterRefSchema,
  /** 1-based; exact ties share it. Null in a bracket while the fighter is still in. */
  place: intColumn().nullable(),
  stats: fighterStatsSchema,
  /** The value of each criterion the ranking looked at for this fighter. */
  values: z.record(z.string(), z.number()),
  /** Fighter ids sharing the place. */
  tiedWith: z.array(z.string()),
  /** Why the fighter is above the next row; null for the last row, a tie, or a bracket. */
  separation: separationSchema.nullable(),
  droppedOut: z.boolean(),
  /** In a bracket: how the place came about. */
  bracket: z
    .object({
      reason: z.enum(['final', 'bronze', 'eliminated', 'in']),
      round: intColumn().nullable(),
      floor: smallintColumn().nullable(),
    })
    .nullable(),
  /** The fighter's medal in the category (the category's table only; a pool's 2nd place is no silver). */
  medal: z.enum(['gold', 'silver', 'bronze']).nullable().default(null),
});
export type StandingRow = z.output<typeof standingRowSchema>;

/** A ranked table: a pool, a stage, or the whole category. */
export const standingsTableSchema = z.object({
  poolId: z.string().nullable(),
  group: groupTitleSchema.nullable(),
  /**
   * RATING_MODE: the category's rating mode; SWISS: swiss tie-breaks; BRACKET: bracket places; CATEGORY: the
   * category's final places (category-places.ts categoryResults), once any is decided.
   */
  ranking: z.enum(['RATING_MODE', 'SWISS', 'BRACKET', 'CATEGORY']),
  mode: z.enum(RATING_MODES),
  criteria: z.array(criterionSchema),
  /** The stage's stats include each fighter's previous-stage stats ("combine stats with previous stage"). */
  combined: z.boolean(),
  /** Fights of the table (byes included) and those with a result. */
  fights: count,
  finished: count,
  rows: z.array(standingRowSchema),
});
export type StandingsTable = z.output<typeof standingsTableSchema>;

export const stageStandingsSchema = z.object({
  stageId: z.string(),
  type: z.enum(STAGE_TYPES),
  /** A pool stage: one table per pool; any other stage: one table. */
  tables: z.array(standingsTableSchema),
});

/** A fighter's exchanges over the fights scored exchange by exchange (shared/'s exchangeFigures). */
const exchangeFiguresSchema = z.object({
  /** The fights these figures cover: fights recorded as points only are left out. */
  fights: count,
  exchanges: count,
  cleanLanded: count,
  cleanReceived: count,
  afterblowsGiven: count,
  afterblowsReceived: count,
  doubles: count,
  noHit: count,
  /** Whole percent of the exchanges that were doubles. */
  doubleRate: intColumn(0, 100),
});

const fighterFiguresSchema = z.object({
  fighter: fighterRefSchema,
  fights: count,
  wins: count,
  losses: count,
  draws: count,
  noWins: count,
  /** Whole percent of wins over fights (spec §9). */
  winRate: intColumn(0, 100),
  doubles: count,
  doublesPerFight: z.number().min(0),
  pointsFor: count,
  pointsAgainst: count,
  cards: count,
  /** Null when none of the fighter's fights was scored by exchanges. */
  exchanges: exchangeFiguresSchema.nullable(),
  droppedOut: z.boolean(),
});

export const statisticsSchema = z.object({
  category: z.object({
    fights: count,
    fightsLeft: count,
    decided: count,
    draws: count,
    noWins: count,
    points: count,
    pointsPerFight: z.number().min(0),
    doubles: count,
    doublesPerFight: z.number().min(0),
    cards: count,
    fighters: count,
  }),
  fighters: z.array(fighterFiguresSchema),
});

const stageOfSchema = stageRefSchema.extend({ _id: z.string() });

const placedFighterSchema = z.object({
  fighter: fighterRefSchema,
  /** Null while undecided. */
  place: intColumn().nullable(),
  /** The stage that placed the fighter: the finals stage, or the last stage they fought in. */
  stage: stageOfSchema,
});

export const summarySchema = z.object({
  categories: z.array(
    z.object({
      nomination: refSchema,
      /** The stage marked "to the finals" (the last one so marked); null when none is. */
      finalsStage: stageOfSchema.nullable(),
      /** Every fight of the finals stage has a result (or was cancelled). */
      finished: z.boolean(),
      /** Places 1–3 of the finals stage. */
      medallists: z.array(placedFighterSchema),
      /** Every fighter who fought, by final place. */
      places: z.array(placedFighterSchema),
    }),
  ),
});

const qualificationLineSchema = z.object({
  fighter: fighterRefSchema,
  group: groupTitleSchema.nullable(),
  poolPlace: intColumn(),
  /** Place in the ranking across pools; null for a dropped-out fighter. */
  rank: intColumn().nullable(),
  advances: z.boolean(),
  /** Seed in the next stage. */
  seed: intColumn().nullable(),
  reason: z.enum(['minimumFromPool', 'ranking', 'outOfPlaces', 'droppedOut']),
  separation: separationSchema.nullable(),
});

export const advancementPreviewSchema = z.object({
  stage: stageOfSchema,
  /** The stage the qualifiers go to; null when this is the last stage. */
  next: stageOfSchema.nullable(),
  /** Advancing is possible now; otherwise `refusal` says why (the same message POST …/advance answers). */
  ready: z.boolean(),
  refusal: z.string().nullable(),
  /** The error code of the refusal, so another language than English can say it (errors.codes). */
  refusalCode: z
    .enum(['competition/no-next-stage', 'competition/stage-not-finished', 'competition/stage-started'])
    .nullable(),
  qualification: z.enum(['BASIC', 'ADVANCED']),
  goesToNextStage: count,
  minimumFromEachPool: count,
  combineStats: z.boolean(),
  mode: z.enum(RATING_MODES),
  /** The next stage already has pools or fights: advancing builds it again (after a confirmation). */
  nextBuilt: z.boolean(),
  /** Every fighter of the finished stage: those going through in seed order, then the rest. */
  lines: z.array(qualificationLineSchema),
});
export type AdvancementPreview = z.output<typeof advancementPreviewSchema>;

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

export const standingsContract = {
  pool: endpoint({
    id: 'standings.pool',
    method: 'GET',
    path: '/pools/:id/standings',
    summary:
      "A pool's table: each fighter's wins, losses, draws, doubles, hits given and received, place, and the rating mode's criteria with what separated neighbours",
    params: idParams,
    response: standingsTableSchema,
  }),
  stage: endpoint({
    id: 'standings.stage',
    method: 'GET',
    path: '/stages/:id/standings',
    summary:
      "A stage's tables: one per pool of a pool stage, swiss tie-breaks for a swiss stage, bracket places for an elimination",
    params: idParams,
    response: stageStandingsSchema,
  }),
  nomination: endpoint({
    id: 'standings.nomination',
    method: 'GET',
    path: '/nominations/:id/standings',
    summary: "A category's standings: every fighter ranked by the category's rating mode over all its fights",
    params: idParams,
    response: standingsTableSchema,
  }),
  statistics: endpoint({
    id: 'standings.statistics',
    method: 'GET',
    path: '/nominations/:id/statistics',
    summary:
      "A category's statistics: per fighter and for the category (fights, results, win rate, hits, doubles, cards)",
    params: idParams,
    response: statisticsSchema,
  }),
  summary: endpoint({
    id: 'standings.summary',
    method: 'GET',
    path: '/tournaments/:id/summary',
    summary:
      "The tournament's summary: each category's medallists from its stage marked to the finals, and final places",
    params: idParams,
    response: summarySchema,
  }),
} as const;

export const advancementContract = {
  preview: endpoint({
    id: 'advancement.preview',
    method: 'GET',
    path: '/stages/:id/advancement',
    summary:
      'Who goes through from this stage to the next and why (rank, deciding criterion, pool place), by its qualification settings',
    roles: organizers,
    params: idParams,
    response: advancementPreviewSchema,
  }),
  advance: endpoint({
    id: 'advancement.advance',
    method: 'POST',
    path: '/stages/:id/advance',
    summary:
      'Moves the qualifiers of a finished stage into the next stage and builds it (again: replaces it while none of its fights started)',
    roles: organizers,
    params: idParams,
    response: z.object({ stage: stageSchema, warnings: warningsSchema }),
    status: 200,
  }),
} as const;
