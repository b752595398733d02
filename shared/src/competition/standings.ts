import type { Entrant, FightRecord, FighterId, RatingMode } from '../domain-types.js';
import { OUTCOME_COUNT, outcomeFor, type SideOutcome } from '../fight/fight-result.js';
import { criteriaFor } from './rating-modes.js';

/** Match points (spec §9): win 9, draw 6, loss 3. */
export const MATCH_POINTS = { win: 9, draw: 6, loss: 3 } as const;

/** Everything the rating modes rank on, summed over a fighter's finished fights. */
export interface FighterStats {
  fighterId: FighterId;
  /** Finished fights, byes included (a bye is a fight with a result, spec §4). */
  fights: number;
  wins: number;
  losses: number;
  draws: number;
  /** NO_WIN results: nobody won (e.g. a double-out). */
  noWins: number;
  byes: number;
  pointsFor: number;
  pointsAgainst: number;
  hitDifference: number;
  doubles: number;
  /** Cards received. */
  warnings: number;
  matchPoints: number;
  timeMs: number;
}

/** Match points of one outcome: a no-win earns what a loss earns, since nobody won. */
export function matchPointsOf(outcome: SideOutcome): number {
  if (outcome === 'win') return MATCH_POINTS.win;
  if (outcome === 'draw') return MATCH_POINTS.draw;
  return MATCH_POINTS.loss;
}

export function emptyStats(fighterId: FighterId): FighterStats {
  return {
    fighterId,
    fights: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    noWins: 0,
    byes: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    hitDifference: 0,
    doubles: 0,
    warnings: 0,
    matchPoints: 0,
    timeMs: 0,
  };
}

/** Adds two stat lines of the same fighter (used to combine a stage with the previous one). */
export function addFighterStats(a: FighterStats, b: FighterStats): FighterStats {
  return {
    fighterId: a.fighterId,
    fights: a.fights + b.fights,
    wins: a.wins + b.wins,
    losses: a.losses + b.losses,
    draws: a.draws + b.draws,
    noWins: a.noWins + b.noWins,
    byes: a.byes + b.byes,
    pointsFor: a.pointsFor + b.pointsFor,
    pointsAgainst: a.pointsAgainst + b.pointsAgainst,
    hitDifference: a.hitDifference + b.hitDifference,
    doubles: a.doubles + b.doubles,
    warnings: a.warnings + b.warnings,
    matchPoints: a.matchPoints + b.matchPoints,
    timeMs: a.timeMs + b.timeMs,
  };
}

function record(stats: FighterStats, fight: FightRecord, side: 1 | 2): void {
  const outcome = outcomeFor(fight.result, side);
  if (outcome === null) return;
  const own = side === 1 ? fight.score1 : fight.score2;
  const other = side === 1 ? fight.score2 : fight.score1;
  const isBye = fight.fighter1 === null || fight.fighter2 === null;
  stats.fights += 1;
  stats[OUTCOME_COUNT[outcome]] += 1;
  if (isBye) stats.byes += 1;
  stats.pointsFor += own;
  stats.pointsAgainst += other;
  stats.hitDifference += own - other;
  stats.doubles += fight.doubles ?? 0;
  stats.warnings += (side === 1 ? fight.warnings1 : fight.warnings2) ?? 0;
  stats.matchPoints += matchPointsOf(outcome);
  stats.timeMs += fight.durationMs ?? 0;
}

/**
 * Per-fighter stats from the fights, one line per entrant in the entrants' order. Fights without a
 * result (NONE) do not count; fights of fighters outside the list count only for the listed side.
 */
export function computeFighterStats(
  fighters: readonly Entrant[],
  fights: readonly FightRecord[],
): FighterStats[] {
  const byId = new Map<FighterId, FighterStats>(fighters.map((f) => [f.id, emptyStats(f.id)]));
  for (const fight of fights) {
    const first = fight.fighter1 === null ? undefined : byId.get(fight.fighter1);
    const second = fight.fighter2 === null ? undefined : byId.get(fight.fighter2);
    if (first) record(first, fight, 1);
    if (second) record(second, fight, 2);
  }
  return fighters.map((f) => byId.get(f.id) as FighterStats);
}

/**
 * One ranking criterion. `value` may look at the group of subjects still tied at this criterion,
 * which is how a direct encounter between tied fighters is expressed.
 */
export interface Criterion<S> {
  key: string;
  /** Short noun for tables: 'wins', 'hit difference'. */
  label: string;
  /** What being ahead on this criterion reads like: 'more wins', 'fewer hits received'. */
  better: string;
  direction: 'desc' | 'asc';
  value: (subject: S, tiedGroup: readonly S[]) => number;
}

export interface RankingEntry<S> {
  fighterId: FighterId;
  /** Last resort for a stable order among exact ties (they still share the place). */
  seed?: number;
  subject: S;
}

/** The criterion that put a row above the next one, with both values. */
export interface Separation {
  criterion: string;
  nextFighterId: FighterId;
  value: number;
  nextValue: number;
}

export interface RankedRow<S> {
  fighterId: FighterId;
  /** 1-based; exact ties share a place and the next place is skipped (1, 1, 3). */
  place: number;
  subject: S;
  values: Record<string, number>;
  tiedWith: FighterId[];
  separation: Separation | null;
  explanation: string;
}

function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

function bySeed<S>(a: RankingEntry<S>, b: RankingEntry<S>): number {
  const seedA = a.seed ?? Number.POSITIVE_INFINITY;
  const seedB = b.seed ?? Number.POSITIVE_INFINITY;
  if (seedA !== seedB) return seedA < seedB ? -1 : 1;
  return a.fighterId < b.fighterId ? -1 : a.fighterId > b.fighterId ? 1 : 0;
}

interface Refined<S> {
  order: RankingEntry<S>[];
  /** gaps[i]: index of the criterion separating order[i] and order[i+1]; -1 when tied. */
  gaps: number[];
}

function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

/**
 * Orders entries criterion by criterion: each criterion only reorders the entries that every
 * earlier criterion left tied, so each boundary between neighbours has exactly one deciding
 * criterion, which the explanation names.
 */
export function rankByCriteria<S>(
  entries: readonly RankingEntry<S>[],
  criteria: readonly Criterion<S>[],
): RankedRow<S>[] {
  const values = new Map<FighterId, Record<string, number>>(entries.map((e) => [e.fighterId, {}]));

  const refine = (group: RankingEntry<S>[], level: number): Refined<S> => {
    if (level === criteria.length) {
      const order = [...group].sort(bySeed);
      return { order, gaps: order.slice(1).map(() => -1) };
    }
    const criterion = criteria[level];
    const subjects = group.map((e) => e.subject);
    const scored = group.map((entry) => ({ entry, value: criterion.value(entry.subject, subjects) }));
    for (const { entry, value } of scored)
      (values.get(entry.fighterId) as Record<string, number>)[criterion.key] = value;
    const sign = criterion.direction === 'desc' ? -1 : 1;
    scored.sort((a, b) => (a.value === b.value ? bySeed(a.entry, b.entry) : sign * (a.value - b.value)));
    const result: Refined<S> = { order: [], gaps: [] };
    let start = 0;
    for (let i = 1; i <= scored.length; i++) {
      if (i < scored.length && nearlyEqual(scored[i - 1].value, scored[i].value)) continue;
      const run = refine(
        scored.slice(start, i).map((s) => s.entry),
        level + 1,
      );
      if (result.order.length > 0) result.gaps.push(level);
      result.order.push(...run.order);
      result.gaps.push(...run.gaps);
      start = i;
    }
    return result;
  };

  const { order, gaps } = refine([...entries], 0);
  const places: number[] = [];
  order.forEach((_, i) => places.push(i > 0 && gaps[i - 1] === -1 ? places[i - 1] : i + 1));

  return order.map((entry, i) => {
    const tiedWith = order.filter((other, j) => j !== i && places[j] === places[i]).map((o) => o.fighterId);
    const lastOfTie = i === order.length - 1 || gaps[i] !== -1;
    let separation: Separation | null = null;
    const parts: string[] = [];
    if (tiedWith.length > 0) parts.push(`Tied with ${tiedWith.join(', ')}`);
    if (lastOfTie && i < order.length - 1) {
      const criterion = criteria[gaps[i]];
      const next = order[i + 1];
      const value = (values.get(entry.fighterId) as Record<string, number>)[criterion.key];
      const nextValue = (values.get(next.fighterId) as Record<string, number>)[criterion.key];
      separation = { criterion: criterion.key, nextFighterId: next.fighterId, value, nextValue };
      parts.push(
        `Above ${next.fighterId}: ${criterion.better} (${formatValue(value)} vs ${formatValue(nextValue)})`,
      );
    }
    return {
      fighterId: entry.fighterId,
      place: places[i],
      subject: entry.subject,
      values: values.get(entry.fighterId) as Record<string, number>,
      tiedWith,
      separation,
      explanation: parts.join('; '),
    };
  });
}

export interface StandingsRow {
  fighterId: FighterId;
  place: number;
  stats: FighterStats;
  values: Record<string, number>;
  tiedWith: FighterId[];
  separation: Separation | null;
  explanation: string;
}

export interface StandingsOptions {
  /** Rank on per-fight variants of total criteria (unequal pool sizes, see docs/rating-modes.md). */
  perFight?: boolean;
}

/** Ranks ready-made stat lines by a rating mode. `seeds` orders exact ties for display only. */
export function rankFighterStats(
  stats: readonly FighterStats[],
  mode: RatingMode,
  seeds: ReadonlyMap<FighterId, number> = new Map(),
  options: StandingsOptions = {},
): StandingsRow[] {
  const rows = rankByCriteria(
    stats.map((s) => ({ fighterId: s.fighterId, seed: seeds.get(s.fighterId), subject: s })),
    criteriaFor(mode, options),
  );
  return rows.map(({ subject, ...row }) => ({ ...row, stats: subject }));
}

/** Standings of one group of fighters (a pool, a stage) under a rating mode. Dropped fighters stay listed. */
export function computeStandings(
  fighters: readonly Entrant[],
  fights: readonly FightRecord[],
  mode: RatingMode,
  options: StandingsOptions = {},
): StandingsRow[] {
  const seeds = new Map(fighters.map((f) => [f.id, f.seed]));
  return rankFighterStats(computeFighterStats(fighters, fights), mode, seeds, options);
}
