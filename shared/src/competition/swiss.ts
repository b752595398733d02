import type { Entrant, FightRecord, FighterId } from '../domain-types.js';
import { DUPLICATE_PAIRS } from './competition-warnings.js';
import { outcomeFor } from '../fight/fight-result.js';
import {
  computeFighterStats,
  rankByCriteria,
  type Criterion,
  type FighterStats,
  type RankedRow,
} from './standings.js';
import { cheapestPairing } from './swiss-pairing-cost.js';
import { SwissMatching, chooseBye, type GapMatrix, type Preference } from './swiss-matching.js';

export interface SwissPair {
  /** The higher-ranked fighter of the pair. */
  fighter1: FighterId;
  fighter2: FighterId;
}

export interface SwissRound {
  round: number;
  pairs: SwissPair[];
  bye: FighterId | null;
  warnings: string[];
}

export interface SwissPairingInput {
  fighters: readonly Entrant[];
  /** Every fight of the stage so far; a fight with `fighter2` null is a bye. */
  history: readonly FightRecord[];
  /** The round being paired (1-based), echoed in the result. */
  round: number;
}

/** Who has met whom and how many byes each fighter had. */
export interface SwissHistory {
  met: ReadonlyMap<FighterId, ReadonlySet<FighterId>>;
  byes: ReadonlyMap<FighterId, number>;
}

/**
 * Reads meetings and byes from the fights. Every recorded fight counts as a meeting, finished or
 * not: a scheduled fight must not be paired again either.
 */
export function readSwissHistory(history: readonly FightRecord[]): SwissHistory {
  const met = new Map<FighterId, Set<FighterId>>();
  const byes = new Map<FighterId, number>();
  const meet = (a: FighterId, b: FighterId) => {
    if (!met.has(a)) met.set(a, new Set());
    (met.get(a) as Set<FighterId>).add(b);
  };
  for (const fight of history) {
    if (fight.fighter1 !== null && fight.fighter2 !== null) {
      meet(fight.fighter1, fight.fighter2);
      meet(fight.fighter2, fight.fighter1);
    } else {
      const alone = fight.fighter1 ?? fight.fighter2;
      if (alone !== null) byes.set(alone, (byes.get(alone) ?? 0) + 1);
    }
  }
  return { met, byes };
}

/**
 * The gap matrix over ranked fighters (vertex = index in `ranked`): 0 for every pair that has not
 * met yet, Infinity for a rematch. Built from the fights, not pair by pair, so a field of 256 costs
 * one pass over the history.
 */
export function freshPairs(ranked: readonly FighterId[], history: readonly FightRecord[]): GapMatrix {
  const size = ranked.length;
  const vertex = new Map(ranked.map((id, v) => [id, v]));
  const gaps = new Float64Array(size * size);
  for (let v = 0; v < size; v++) gaps[v * size + v] = Number.POSITIVE_INFINITY;
  for (const fight of history) {
    const a = fight.fighter1 === null ? undefined : vertex.get(fight.fighter1);
    const b = fight.fighter2 === null ? undefined : vertex.get(fight.fighter2);
    if (a === undefined || b === undefined) continue;
    gaps[a * size + b] = Number.POSITIVE_INFINITY;
    gaps[b * size + a] = Number.POSITIVE_INFINITY;
  }
  return gaps;
}

/**
 * Bye candidates as vertices, best bye first: only fighters with the fewest byes so far (nobody
 * gets a second bye while someone has none), the lowest-ranked of them first.
 */
export function byeCandidates(ranked: readonly FighterId[], history: SwissHistory): number[] {
  const counts = ranked.map((id) => history.byes.get(id) ?? 0);
  const fewest = Math.min(...counts);
  const candidates: number[] = [];
  for (let v = ranked.length - 1; v >= 0; v--) if (counts[v] === fewest) candidates.push(v);
  return candidates;
}

/** Turns vertex pairs back into fighters, the higher-ranked fighter first. */
export function toSwissPairs(
  pairs: ReadonlyArray<[number, number]>,
  ranked: readonly FighterId[],
): SwissPair[] {
  return pairs.map(([a, b]) => ({ fighter1: ranked[Math.min(a, b)], fighter2: ranked[Math.max(a, b)] }));
}

/**
 * Opponents in ranking order, below the fighter first: only a quick start for the matching that
 * decides whether a rematch-free round exists (most pairs are then in place before the augmenting
 * searches); the pairing itself comes from the cost.
 */
function nextInRank(size: number): Preference {
  return (fighter, isCandidate, wanted = Number.POSITIVE_INFINITY) => {
    const candidates: number[] = [];
    for (let v = fighter + 1; v < size && candidates.length < wanted; v++)
      if (isCandidate(v)) candidates.push(v);
    return candidates;
  };
}

function compareIds(a: FighterId, b: FighterId): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Pairs one swiss round. Ranking for pairing: match points, then seed (not the tie-breaks, which
 * only settle the final standings, so pairings stay predictable for fighters). The bye goes first,
 * to the lowest-ranked fighter with the fewest byes whose absence still lets the rest pair without
 * rematches (or with as few as any bye allows). The rest get the cheapest pairing by the objective
 * of swiss-pairing-cost.ts: no rematch while a rematch-free pairing exists (else the fewest, and the
 * warning "Next rounds may have duplicate pairs"), then floats only to the next score group (none
 * skipping a group while that can be avoided), then the fewest floats out of score groups, then the
 * smallest, then top half against bottom half inside each group.
 */
export function pairSwissRound(input: SwissPairingInput): SwissRound {
  const active = input.fighters.filter((f) => !f.droppedOut);
  const points = new Map(computeFighterStats(active, input.history).map((s) => [s.fighterId, s.matchPoints]));
  const ranked = [...active]
    .sort(
      (a, b) =>
        (points.get(b.id) as number) - (points.get(a.id) as number) ||
        a.seed - b.seed ||
        compareIds(a.id, b.id),
    )
    .map((f) => f.id);
  const history = readSwissHistory(input.history);
  const result: SwissRound = { round: input.round, pairs: [], bye: null, warnings: [] };
  if (ranked.length === 0) return result;

  const fresh = freshPairs(ranked, input.history);
  const matching = new SwissMatching(ranked.length, fresh);
  matching.maximise(nextInRank(ranked.length));
  const bye = ranked.length % 2 === 1 ? chooseBye(matching, byeCandidates(ranked, history)) : -1;
  if (bye >= 0) result.bye = ranked[bye];
  const rematchFree = matching.isPerfect();
  const players = ranked.map((_, v) => v).filter((v) => v !== bye);
  const pairs = cheapestPairing(
    players.map((v) => points.get(ranked[v]) as number),
    (i, j) => fresh[players[i] * ranked.length + players[j]] === 0,
    rematchFree,
  );
  result.pairs = toSwissPairs(
    pairs.map(([i, j]) => [players[i], players[j]]),
    ranked,
  );
  if (!rematchFree) result.warnings.push(DUPLICATE_PAIRS);
  return result;
}

/** A fighter's line in the swiss standings: the stats and the tie-break inputs. */
export interface SwissStanding {
  stats: FighterStats;
  buchholz: number;
  medianBuchholz: number;
  sonnebornBerger: number;
  /** Wins minus losses against each opponent, for the direct encounter among tied fighters. */
  netWinsAgainst: ReadonlyMap<FighterId, number>;
}

/** Swiss tie-breaks in their usual order, as in the FIDE tie-break regulations (requirements.md, Swiss). */
export const SWISS_CRITERIA: readonly Criterion<SwissStanding>[] = [
  {
    key: 'matchPoints',
    label: 'match points',
    better: 'more match points',
    direction: 'desc',
    value: (s) => s.stats.matchPoints,
  },
  {
    key: 'buchholz',
    label: 'Buchholz',
    better: 'higher Buchholz',
    direction: 'desc',
    value: (s) => s.buchholz,
  },
  {
    key: 'medianBuchholz',
    label: 'Median-Buchholz',
    better: 'higher Median-Buchholz',
    direction: 'desc',
    value: (s) => s.medianBuchholz,
  },
  {
    key: 'sonnebornBerger',
    label: 'Sonneborn-Berger',
    better: 'higher Sonneborn-Berger',
    direction: 'desc',
    value: (s) => s.sonnebornBerger,
  },
  {
    key: 'directEncounter',
    label: 'direct encounter',
    better: 'better direct encounter',
    direction: 'desc',
    value: (s, tied) =>
      tied.reduce((sum, other) => sum + (s.netWinsAgainst.get(other.stats.fighterId) ?? 0), 0),
  },
  {
    key: 'hitDifference',
    label: 'hit difference',
    better: 'higher hit difference',
    direction: 'desc',
    value: (s) => s.stats.hitDifference,
  },
];

/**
 * Swiss tie-break inputs. Buchholz sums the match points of every opponent met (byes add nothing);
 * Median-Buchholz drops the best and the worst opponent when there are at least three;
 * Sonneborn-Berger sums the match points of opponents beaten plus half of those drawn.
 */
export function swissStandingLines(
  fighters: readonly Entrant[],
  history: readonly FightRecord[],
): SwissStanding[] {
  const stats = computeFighterStats(fighters, history);
  const points = new Map(stats.map((s) => [s.fighterId, s.matchPoints]));
  return stats.map((line) => {
    const opponents: number[] = [];
    let sonnebornBerger = 0;
    const netWinsAgainst = new Map<FighterId, number>();
    for (const fight of history) {
      const side = fight.fighter1 === line.fighterId ? 1 : fight.fighter2 === line.fighterId ? 2 : 0;
      const opponent = side === 1 ? fight.fighter2 : side === 2 ? fight.fighter1 : null;
      const outcome = side === 0 ? null : outcomeFor(fight.result, side);
      if (opponent === null || outcome === null) continue;
      const opponentPoints = points.get(opponent) ?? 0;
      opponents.push(opponentPoints);
      if (outcome === 'win') sonnebornBerger += opponentPoints;
      if (outcome === 'draw') sonnebornBerger += opponentPoints / 2;
      const net = outcome === 'win' ? 1 : outcome === 'loss' ? -1 : 0;
      netWinsAgainst.set(opponent, (netWinsAgainst.get(opponent) ?? 0) + net);
    }
    const buchholz = opponents.reduce((a, b) => a + b, 0);
    const medianBuchholz =
      opponents.length >= 3 ? buchholz - Math.max(...opponents) - Math.min(...opponents) : buchholz;
    return { stats: line, buchholz, medianBuchholz, sonnebornBerger, netWinsAgainst };
  });
}

/** Final swiss standings with the swiss tie-breaks and an explanation per row. */
export function rankSwissStandings(
  fighters: readonly Entrant[],
  history: readonly FightRecord[],
): RankedRow<SwissStanding>[] {
  const seeds = new Map(fighters.map((f) => [f.id, f.seed]));
  const lines = swissStandingLines(fighters, history);
  return rankByCriteria(
    lines.map((line) => ({
      fighterId: line.stats.fighterId,
      seed: seeds.get(line.stats.fighterId),
      subject: line,
    })),
    SWISS_CRITERIA,
  );
}
