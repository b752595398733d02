/**
 * Standard elimination seeding (requirements.md "Elimination"): the bracket grows to the next power of two, seed k
 * meets seed B+1−k in round one, and the slot order keeps the best seeds apart for as long as possible.
 */
import type { Entrant, FighterId } from '../domain-types.js';

/** Smallest power of two that holds `fighterCount` fighters (at least 2, the size of a bare final). */
export function bracketSize(fighterCount: number): number {
  let size = 2;
  while (size < fighterCount) size *= 2;
  return size;
}

/**
 * Seeds top to bottom of a bracket of `size` slots, built by doubling: [1, 2] and then every seed s becomes
 * the pair (s, 2·len+1−s). Each pair is a round-one fight, the better seed first, and halving the list
 * at any level separates seeds 1 and 2, then 1–4, and so on, so they meet as late as possible.
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const doubled = order.length * 2;
    order = order.flatMap((seed) => [seed, doubled + 1 - seed]);
  }
  return order;
}

/**
 * Fighters who can still fight, best first. Seeds may have gaps (dropped fighters, partial lists), so
 * the bracket uses rank in this list; equal seeds fall back to the id to stay deterministic.
 */
export function rankEntrants(entrants: readonly Entrant[]): Entrant[] {
  return entrants
    .filter((entrant) => !entrant.droppedOut)
    .sort((a, b) => a.seed - b.seed || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A round-one fight: the better-ranked fighter first; a null second fighter is a bye. */
export type SeededPair = [FighterId, FighterId | null];

/**
 * Round-one fights of a bracket for fighters already ranked best first. Missing seeds (above the field
 * size) are byes, which therefore land on the top B−N seeds; since B−N < B/2 no fight is bye against bye.
 */
export function firstRoundPairs(ranked: readonly Entrant[]): SeededPair[] {
  const order = seedOrder(bracketSize(ranked.length));
  const pairs: SeededPair[] = [];
  for (let slot = 0; slot < order.length; slot += 2) {
    const better = ranked[order[slot] - 1];
    const worse = ranked[order[slot + 1] - 1];
    pairs.push([better.id, worse ? worse.id : null]);
  }
  return pairs;
}
