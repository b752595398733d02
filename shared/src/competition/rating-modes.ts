import type { RatingMode } from '../domain-types.js';
import type { Criterion, FighterStats } from './standings.js';

/**
 * The rating modes of spec §9 as declarative lists of criteria. The spec names the modes without
 * formulas; each definition, its source and rationale are written down in docs/rating-modes.md —
 * change both together.
 */

export interface RatingCriterion extends Criterion<FighterStats> {
  /**
   * 'total' grows with the number of fights (wins, hits), so fighters from pools of different
   * sizes are compared on its per-fight variant; 'ratio' is already independent of that count.
   */
  kind: 'total' | 'ratio';
}

export interface RatingModeDefinition {
  mode: RatingMode;
  title: string;
  criteria: readonly RatingCriterion[];
  /** Whether fighters of unequal pools are compared on per-fight variants of the total criteria. */
  perFightAcrossPools: boolean;
}

const MS_PER_MINUTE = 60_000;

function perMinute(amount: number, timeMs: number): number {
  return timeMs > 0 ? amount / (timeMs / MS_PER_MINUTE) : 0;
}

function total(
  key: string,
  label: string,
  better: string,
  direction: 'desc' | 'asc',
  value: (s: FighterStats) => number,
): RatingCriterion {
  return { key, label, better, direction, kind: 'total', value };
}

function ratio(
  key: string,
  label: string,
  better: string,
  direction: 'desc' | 'asc',
  value: (s: FighterStats) => number,
): RatingCriterion {
  return { key, label, better, direction, kind: 'ratio', value };
}

const matchPoints = total('matchPoints', 'match points', 'more match points', 'desc', (s) => s.matchPoints);
const wins = total('wins', 'wins', 'more wins', 'desc', (s) => s.wins);
const winRatio = ratio('winRatio', 'wins per fight', 'higher share of wins', 'desc', (s) =>
  s.fights > 0 ? s.wins / s.fights : 0,
);
const hitDifference = total(
  'hitDifference',
  'hit difference',
  'higher hit difference',
  'desc',
  (s) => s.hitDifference,
);
const hitsGiven = total('pointsFor', 'hits given', 'more hits given', 'desc', (s) => s.pointsFor);
const hitsReceived = total(
  'pointsAgainst',
  'hits received',
  'fewer hits received',
  'asc',
  (s) => s.pointsAgainst,
);
const doubles = total('doubles', 'doubles', 'fewer doubles', 'asc', (s) => s.doubles);
const warnings = total('warnings', 'cards', 'fewer cards', 'asc', (s) => s.warnings);
const fightTime = total('timeSeconds', 'fight time (s)', 'less fight time', 'asc', (s) => s.timeMs / 1000);
const netHitsPerMinute = ratio(
  'netHitsPerMinute',
  'net hits per minute',
  'more net hits per minute',
  'desc',
  (s) => perMinute(s.hitDifference, s.timeMs),
);
const hitsGivenPerMinute = ratio(
  'hitsGivenPerMinute',
  'hits given per minute',
  'more hits given per minute',
  'desc',
  (s) => perMinute(s.pointsFor, s.timeMs),
);
const hitsReceivedPerMinute = ratio(
  'hitsReceivedPerMinute',
  'hits received per minute',
  'fewer hits received per minute',
  'asc',
  (s) => perMinute(s.pointsAgainst, s.timeMs),
);
const matchPointsPerFight = ratio(
  'matchPointsPerFight',
  'match points per fight',
  'more match points per fight',
  'desc',
  (s) => (s.fights > 0 ? s.matchPoints / s.fights : 0),
);

export const RATING_MODE_DEFINITIONS: Readonly<Record<RatingMode, RatingModeDefinition>> = {
  MATCH_POINTS: {
    mode: 'MATCH_POINTS',
    title: 'Match points',
    criteria: [matchPoints, wins, hitDifference, hitsGiven],
    perFightAcrossPools: true,
  },
  COUNTER_TIME: {
    mode: 'COUNTER_TIME',
    title: 'Counter time',
    criteria: [matchPoints, netHitsPerMinute, fightTime],
    perFightAcrossPools: true,
  },
  COUNTER_TIME_2: {
    mode: 'COUNTER_TIME_2',
    title: 'Counter time 2',
    criteria: [hitsGivenPerMinute, hitsReceivedPerMinute, matchPointsPerFight],
    perFightAcrossPools: false,
  },
  FFG: {
    mode: 'FFG',
    title: 'FFG',
    criteria: [wins, hitDifference, hitsGiven, hitsReceived],
    perFightAcrossPools: true,
  },
  CSEN: {
    mode: 'CSEN',
    title: 'CSEN',
    criteria: [wins, hitsReceived, hitDifference, doubles],
    perFightAcrossPools: true,
  },
  US1: {
    mode: 'US1',
    title: 'US1',
    criteria: [winRatio, hitDifference, hitsGiven],
    perFightAcrossPools: true,
  },
  BOHEMA: {
    mode: 'BOHEMA',
    title: 'Bohema',
    criteria: [matchPoints, hitDifference, doubles, warnings],
    perFightAcrossPools: true,
  },
};

/** The same criterion divided by fights fought (0 with no fights), for fields of unequal pools. */
export function perFightVariant(criterion: RatingCriterion): RatingCriterion {
  if (criterion.kind === 'ratio') return criterion;
  return {
    ...criterion,
    key: `${criterion.key}PerFight`,
    label: `${criterion.label} per fight`,
    better: `${criterion.better} per fight`,
    kind: 'ratio',
    value: (s, group) => (s.fights > 0 ? criterion.value(s, group) / s.fights : 0),
  };
}

/**
 * Criteria of a mode. With `perFight`, totals become per-fight ratios — but only in modes that say
 * so (`perFightAcrossPools`); the others are already independent of the number of fights.
 */
export function criteriaFor(mode: RatingMode, options: { perFight?: boolean } = {}): RatingCriterion[] {
  const definition = RATING_MODE_DEFINITIONS[mode];
  if (!options.perFight || !definition.perFightAcrossPools) return [...definition.criteria];
  return definition.criteria.map(perFightVariant);
}
