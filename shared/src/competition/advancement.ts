import type { Entrant, FightRecord, FightResult, FighterId, RatingMode } from '../domain-types.js';
import { NO_FINALS_STAGE, PREVIOUS_ROUND_NOT_FINISHED } from './competition-warnings.js';
import { criteriaFor } from './rating-modes.js';
import {
  addFighterStats,
  rankByCriteria,
  type Criterion,
  type FighterStats,
  type RankedRow,
  type Separation,
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
  poolIndex: number;
}

/**
 * Ranks fighters of different pools against each other. Advanced ranks everyone together: the mode's
 * criteria on per-fight variants (where the mode asks for them, so a fighter of a pool of 7 does not
 * out-win one of a pool of 5 merely by fighting more), then the better place in their own pool.
 * Basic takes places pool by pool (its help text): every pool's 1st place, then every 2nd place, …,
 * the mode's criteria ordering fighters of the same place. A single group (a swiss stage, a bracket,
 * one pool) keeps its own order: its table already applied the stage's ranking (swiss tie-breaks,
 * bracket places), which the mode's criteria alone would undo.
 */
function rankAcrossPools(
  pools: readonly (readonly StandingsRow[])[],
  mode: RatingMode,
  dropped: ReadonlySet<FighterId>,
  kind: QualificationKind,
): RankedRow<PoolCandidate>[] {
  const byPlace: Criterion<PoolCandidate> = {
    key: 'poolPlace',
    label: 'place in pool',
    better: 'better place in own pool',
    direction: 'asc',
    value: (candidate) => candidate.poolPlace,
  };
  const byMode: Criterion<PoolCandidate>[] =
    pools.length === 1
      ? []
      : criteriaFor(mode, { perFight: true }).map((c) => ({
          ...c,
          value: (candidate) => c.value(candidate.stats, []),
        }));
  const criteria = kind === 'BASIC' ? [byPlace, ...byMode] : [...byMode, byPlace];
  const entries = pools.flatMap((rows, poolIndex) =>
    rows
      .filter((row) => !dropped.has(row.fighterId))
      .map((row) => ({
        fighterId: row.fighterId,
        seed: poolIndex,
        subject: { stats: row.stats, poolPlace: row.place, poolIndex },
      })),
  );
  return rankByCriteria(entries, criteria);
}

/** Who goes through: the ranking across pools and, per fighter, whether the pool minimum put them in. */
function select(input: AdvancementInput, kind: QualificationKind = 'ADVANCED') {
  const dropped = new Set(input.dropped ?? []);
  const overall = rankAcrossPools(input.pools, input.mode ?? 'MATCH_POINTS', dropped, kind);
  const byMinimum = new Set<FighterId>();
  for (const rows of input.pools) {
    rows
      .filter((row) => !dropped.has(row.fighterId))
      .slice(0, Math.max(0, input.minimumFromEachPool))
      .forEach((row) => byMinimum.add(row.fighterId));
  }
  const selected = new Set(byMinimum);
  for (const row of overall) {
    if (selected.size >= input.goesToNextStage) break;
    selected.add(row.fighterId);
  }
  return { overall, byMinimum, selected, dropped };
}

/**
 * Seeds for the next stage: at least `minimumFromEachPool` from every pool (their best fighters
 * still in), the remaining places filled by the ranking across pools, never a dropped-out fighter.
 * The guarantee wins over `goesToNextStage` when they conflict (more pools × minimum than places).
 * The result is ordered by the ranking across pools and seeded 1..n from it. A pure function of
 * its inputs: building again replaces, never adds to, an earlier result (spec §4).
 */
export function selectAdvancing(input: AdvancementInput): Entrant[] {
  const { overall, selected } = select(input);
  return overall
    .filter((row) => selected.has(row.fighterId))
    .map((row, index) => ({ id: row.fighterId, seed: index + 1 }));
}

/** Why a fighter goes through or not (the advancement preview). */
export type QualificationReason = 'minimumFromPool' | 'ranking' | 'outOfPlaces' | 'droppedOut';

export interface QualificationLine {
  fighterId: FighterId;
  /** 0-based pool (group) of the finished stage. */
  poolIndex: number;
  /** Place in that pool's standings. */
  poolPlace: number;
  /** Place in the ranking across pools; null for a dropped-out fighter, who is not ranked. */
  rank: number | null;
  advances: boolean;
  /** Seed in the next stage (1-based) when advancing. */
  seed: number | null;
  reason: QualificationReason;
  /** The criterion of the ranking across pools that put the fighter above the next one. */
  separation: Separation | null;
}

export type QualificationKind = 'BASIC' | 'ADVANCED';

/**
 * Basic qualification: places pool by pool — all 1st places, then all 2nd places, … — until
 * `goesToNextStage` are in (the minimum from each pool is Advanced's). Advanced: the minimum from
 * each pool first, then the best of everyone ranked together.
 */
export function buildQualification(kind: QualificationKind, input: AdvancementInput): Entrant[] {
  return explainQualification(kind, input)
    .filter((line) => line.advances)
    .map((line) => ({ id: line.fighterId, seed: line.seed as number }));
}

/**
 * The same decision as {@link buildQualification}, fighter by fighter with the reason: every fighter of the
 * finished stage, those going through first in their new seed order, then the others by rank, dropped-out last.
 */
export function explainQualification(kind: QualificationKind, input: AdvancementInput): QualificationLine[] {
  const effective = kind === 'BASIC' ? { ...input, minimumFromEachPool: 0 } : input;
  const { overall, byMinimum, selected, dropped } = select(effective, kind);
  const poolOf = new Map<FighterId, { poolIndex: number; poolPlace: number }>();
  input.pools.forEach((rows, poolIndex) =>
    rows.forEach((row) => poolOf.set(row.fighterId, { poolIndex, poolPlace: row.place })),
  );
  let seed = 0;
  const going: QualificationLine[] = [];
  const staying: QualificationLine[] = [];
  for (const row of overall) {
    const advances = selected.has(row.fighterId);
    const line: QualificationLine = {
      fighterId: row.fighterId,
      ...(poolOf.get(row.fighterId) as { poolIndex: number; poolPlace: number }),
      rank: row.place,
      advances,
      seed: advances ? ++seed : null,
      reason: !advances ? 'outOfPlaces' : byMinimum.has(row.fighterId) ? 'minimumFromPool' : 'ranking',
      separation: row.separation,
    };
    (advances ? going : staying).push(line);
  }
  const out: QualificationLine[] = [...poolOf.entries()]
    .filter(([id]) => dropped.has(id))
    .map(([fighterId, pool]) => ({
      fighterId,
      ...pool,
      rank: null,
      advances: false,
      seed: null,
      reason: 'droppedOut',
      separation: null,
    }));
  return [...going, ...staying, ...out];
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
