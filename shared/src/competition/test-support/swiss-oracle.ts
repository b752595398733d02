/**
 * Brute-force oracle for swiss pairing (small fields only: it enumerates every perfect matching).
 * It re-derives ranking, meetings, byes, score groups, rematches, skipped groups, floats and float gaps on its own;
 * only the placement cost of one pair (the documented level 4) comes from the engine.
 */
import type { Entrant, FightRecord, FighterId } from '../../domain-types.js';
import { computeFighterStats } from '../standings.js';
import { NO_COST, addCosts, compareCosts, placementCost, type SwissPairCost } from '../swiss-pairing-cost.js';
import type { SwissRound } from '../swiss.js';
import { pairKey } from './swiss-fixtures.js';

interface Stage {
  /** Active fighters in pairing order: match points down, then seed, then id. */
  ranked: FighterId[];
  points: Map<FighterId, number>;
  met: Set<string>;
  byes: Map<FighterId, number>;
}

function readStage(fighters: readonly Entrant[], history: readonly FightRecord[]): Stage {
  const active = fighters.filter((f) => !f.droppedOut);
  const points = new Map(computeFighterStats(active, history).map((s) => [s.fighterId, s.matchPoints]));
  const ranked = [...active]
    .sort(
      (a, b) =>
        (points.get(b.id) as number) - (points.get(a.id) as number) ||
        a.seed - b.seed ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((f) => f.id);
  const met = new Set<string>();
  const byes = new Map<FighterId, number>();
  for (const fight of history) {
    if (fight.fighter1 !== null && fight.fighter2 !== null) met.add(pairKey(fight.fighter1, fight.fighter2));
    else {
      const alone = fight.fighter1 ?? fight.fighter2;
      if (alone !== null) byes.set(alone, (byes.get(alone) ?? 0) + 1);
    }
  }
  return { ranked, points, met, byes };
}

/** Every way to split `players` into pairs, each pair as [higher-ranked, lower-ranked]. */
function* perfectMatchings(players: readonly FighterId[]): Generator<Array<[FighterId, FighterId]>> {
  if (players.length === 0) {
    yield [];
    return;
  }
  const [first, ...others] = players;
  for (let i = 0; i < others.length; i++) {
    for (const rest of perfectMatchings(others.filter((_, j) => j !== i)))
      yield [[first, others[i]], ...rest];
  }
}

/** The cost of pairing `pairs` out of `players` (pairing order, bye already left out). */
function costOf(stage: Stage, players: readonly FighterId[], pairs: ReadonlyArray<[FighterId, FighterId]>) {
  const place = new Map(players.map((id, i) => [id, i]));
  const seat = (id: FighterId) => {
    const points = stage.points.get(id);
    const group = players.filter((other) => stage.points.get(other) === points);
    const groups = new Set(
      players
        .filter((other) => (stage.points.get(other) as number) > (points as number))
        .map((other) => stage.points.get(other)),
    );
    return { group: groups.size, position: group.indexOf(id), size: group.length };
  };
  return pairs.reduce<SwissPairCost>((total, [x, y]) => {
    const [upper, lower] = (place.get(x) as number) < (place.get(y) as number) ? [x, y] : [y, x];
    const gap = Math.abs((stage.points.get(upper) as number) - (stage.points.get(lower) as number));
    const [high, low] = [seat(upper), seat(lower)];
    return addCosts(total, {
      rematches: stage.met.has(pairKey(upper, lower)) ? 1 : 0,
      skippedGroups: Math.max(0, low.group - high.group - 1),
      floats: gap > 0 ? 1 : 0,
      floatGap: gap,
      placement: placementCost(high, low),
    });
  }, NO_COST);
}

function cheapest(stage: Stage, players: readonly FighterId[]): SwissPairCost {
  let best: SwissPairCost | null = null;
  for (const pairs of perfectMatchings(players)) {
    const cost = costOf(stage, players, pairs);
    if (best === null || compareCosts(cost, best) < 0) best = cost;
  }
  return best as SwissPairCost;
}

export interface SwissOptimum {
  bye: FighterId | null;
  cost: SwissPairCost;
}

/**
 * The best round by brute force: the bye among the fighters with the fewest byes, lowest-ranked
 * first, the first one that allows the fewest rematches; then the cheapest pairing of the rest.
 */
export function bruteForceSwissRound(
  fighters: readonly Entrant[],
  history: readonly FightRecord[],
): SwissOptimum {
  const stage = readStage(fighters, history);
  const { ranked } = stage;
  if (ranked.length % 2 === 0) return { bye: null, cost: cheapest(stage, ranked) };
  const fewest = Math.min(...ranked.map((id) => stage.byes.get(id) ?? 0));
  const candidates = ranked.filter((id) => (stage.byes.get(id) ?? 0) === fewest).reverse();
  let best: SwissOptimum | null = null;
  for (const bye of candidates) {
    const players = ranked.filter((id) => id !== bye);
    const cost = cheapest(stage, players);
    if (best === null || cost.rematches < best.cost.rematches) best = { bye, cost };
  }
  return best as SwissOptimum;
}

/** What the engine's round costs, measured the oracle's way. */
export function costOfRound(
  round: SwissRound,
  fighters: readonly Entrant[],
  history: readonly FightRecord[],
): SwissPairCost {
  const stage = readStage(fighters, history);
  const players = stage.ranked.filter((id) => id !== round.bye);
  return costOf(
    stage,
    players,
    round.pairs.map((p) => [p.fighter1, p.fighter2]),
  );
}

/** Whether the round pairs two fighters who met before. */
export function hasRematch(round: SwissRound, history: readonly FightRecord[]): boolean {
  const met = new Set(
    history.flatMap((f) =>
      f.fighter1 !== null && f.fighter2 !== null ? [pairKey(f.fighter1, f.fighter2)] : [],
    ),
  );
  return round.pairs.some((p) => met.has(pairKey(p.fighter1, p.fighter2)));
}
