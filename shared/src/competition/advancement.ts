import type { Entrant, FightRecord, FightResult, FighterId, RatingMode } from '../domain-types.js';
import { NO_FINALS_STAGE, PREVIOUS_ROUND_NOT_FINISHED } from './competition-warnings.js';
import { criteriaFor } from './rating-modes.js';
import {
  addFighterStats,
  rankByCriteria,
  type Criterion,
  type FighterStats,
  type StandingsRow,
} from './standings.js';
import { pairSwissHitsRound, type SwissHitsRound } from './swiss-hits.js';
import { pairSwissRound, type SwissRound } from './swiss.js';

export interface AdvancementInput {
  /** Standings of each pool (or group) of the finished stage, best first. */
  pools: readonly (readonly StandingsRow[])[];
  /** How many fighters go on to the next stage. */
  goesToNextStage: number;
  /** Guaranteed places per pool; 0 for none. */
  minimumFromEachPool: number;
  /** Dropped-out or disqualified fighters: never advance (spec §4). */
  dropped?: readonly FighterId[];
  /** Rating mode of the category; decides the ranking across pools. Default MATCH_POINTS. */
  mode?: RatingMode;
}

interface PoolCandidate {
  stats: FighterStats;
  poolPlace: number;
}

/**
 * Ranks fighters of different pools against each other: the mode's criteria on per-fight variants
 * (where the mode asks for them, so a fighter of a pool of 7 does not out-win one of a pool of 5
 * merely by fighting more), then the better place in their own pool.
 */
function rankAcrossPools(
  pools: readonly (readonly StandingsRow[])[],
  mode: RatingMode,
  dropped: ReadonlySet<FighterId>,
) {
  const criteria: Criterion<PoolCandidate>[] = criteriaFor(mode, { perFight: true }).map((c) => ({
    ...c,
    value: (candidate) => c.value(candidate.stats, []),
  }));
  criteria.push({
    key: 'poolPlace',
    label: 'place in pool',
    better: 'better place in own pool',
    direction: 'asc',
    value: (candidate) => candidate.poolPlace,
  });
  const entries = pools.flatMap((rows, poolIndex) =>
    rows
      .filter((row) => !dropped.has(row.fighterId))
      .map((row) => ({
        fighterId: row.fighterId,
        seed: poolIndex,
        subject: { stats: row.stats, poolPlace: row.place },
      })),
  );
  return rankByCriteria(entries, criteria).map((row) => row.fighterId);
}

/**
 * Seeds for the next stage: at least `minimumFromEachPool` from every pool (their best fighters
 * still in), the remaining places filled by the ranking across pools, never a dropped-out fighter.
 * The guarantee wins over `goesToNextStage` when they conflict (more pools × minimum than places).
 * The result is ordered by the ranking across pools and seeded 1..n from it. A pure function of
 * its inputs: building again replaces, never adds to, an earlier result (spec §4).
 */
export function selectAdvancing(input: AdvancementInput): Entrant[] {
  const dropped = new Set(input.dropped ?? []);
  const overall = rankAcrossPools(input.pools, input.mode ?? 'MATCH_POINTS', dropped);
  const selected = new Set<FighterId>();
  for (const rows of input.pools) {
    rows
      .filter((row) => !dropped.has(row.fighterId))
      .slice(0, Math.max(0, input.minimumFromEachPool))
      .forEach((row) => selected.add(row.fighterId));
  }
  for (const fighterId of overall) {
    if (selected.size >= input.goesToNextStage) break;
    selected.add(fighterId);
  }
  return overall.filter((id) => selected.has(id)).map((id, index) => ({ id, seed: index + 1 }));
}

export type QualificationKind = 'BASIC' | 'ADVANCED';

/**
 * Basic qualification: the top `goesToNextStage` of the ranking across pools, pool membership
 * ignored. Advanced: the minimum from each pool first, then the best of the rest.
 */
export function buildQualification(kind: QualificationKind, input: AdvancementInput): Entrant[] {
  return selectAdvancing(kind === 'BASIC' ? { ...input, minimumFromEachPool: 0 } : input);
}

/** Spec §5: the last stage should be marked "to the finals", otherwise nobody gets medals. */
export function finalsWarnings(stages: readonly { toTheFinals?: boolean }[]): string[] {
  return stages.some((stage) => stage.toTheFinals === true) ? [] : [NO_FINALS_STAGE];
}

/**
 * "Combine stats with previous stage": each fighter of this stage carries their previous-stage
 * stats into the ranking. Fighters who did not reach this stage stay out.
 */
export function combineWithPrevious(
  stats: readonly FighterStats[],
  previousStats: readonly FighterStats[],
): FighterStats[] {
  const previous = new Map(previousStats.map((s) => [s.fighterId, s]));
  return stats.map((line) => {
    const before = previous.get(line.fighterId);
    return before ? addFighterStats(line, before) : line;
  });
}

export interface RoundGroupStatus {
  side: number;
  round: number;
  fights: readonly { result: FightResult }[];
}

/**
 * Warns when the previous round of a side still has a fight without a result. The previous round
 * is the latest round of that side below `round`, or the latest round of the side when `round` is
 * not given.
 */
export function nextRoundReadiness(
  groups: readonly RoundGroupStatus[],
  side: number,
  round?: number,
): string[] {
  const ofSide = groups.filter((g) => g.side === side && (round === undefined || g.round < round));
  if (ofSide.length === 0) return [];
  const previous = Math.max(...ofSide.map((g) => g.round));
  const unfinished = ofSide.some((g) => g.round === previous && g.fights.some((f) => f.result === 'NONE'));
  return unfinished ? [PREVIOUS_ROUND_NOT_FINISHED] : [];
}

/** Rounds fought so far: the most fights (byes included) any fighter has had. */
function roundsSoFar(history: readonly FightRecord[]): number {
  const counts = new Map<FighterId, number>();
  for (const fight of history) {
    for (const id of [fight.fighter1, fight.fighter2])
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values());
}

function unfinishedWarnings(history: readonly FightRecord[]): string[] {
  return history.some((f) => f.result === 'NONE') ? [PREVIOUS_ROUND_NOT_FINISHED] : [];
}

export interface NextSwissRoundInput {
  fighters: readonly Entrant[];
  history: readonly FightRecord[];
  /** Defaults to the round after the most fights any fighter has had. */
  round?: number;
}

/** Next-round builder for a swiss stage; warns too when the previous round is still being fought. */
export function nextSwissRound(input: NextSwissRoundInput): SwissRound {
  const round = input.round ?? roundsSoFar(input.history) + 1;
  const paired = pairSwissRound({ fighters: input.fighters, history: input.history, round });
  return { ...paired, warnings: [...unfinishedWarnings(input.history), ...paired.warnings] };
}

/** Next-round builder for a swiss-with-hits stage. */
export function nextSwissHitsRound(input: NextSwissRoundInput & { initialHp: number }): SwissHitsRound {
  const round = input.round ?? roundsSoFar(input.history) + 1;
  const paired = pairSwissHitsRound({ ...input, round });
  return { ...paired, warnings: [...unfinishedWarnings(input.history), ...paired.warnings] };
}
