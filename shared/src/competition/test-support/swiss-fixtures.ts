import type { Entrant, FightRecord, FightResult, FighterId } from '../../domain-types.js';

/** Test fixtures for swiss, standings and advancement tests: readable fights and fields. */

export function field(count: number, prefix = 'F'): Entrant[] {
  return Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}`, seed: i + 1 }));
}

export function entrants(...ids: FighterId[]): Entrant[] {
  return ids.map((id, i) => ({ id, seed: i + 1 }));
}

let nextId = 0;

export function fight(
  fighter1: FighterId,
  fighter2: FighterId,
  score1: number,
  score2: number,
  extra: Partial<FightRecord> = {},
): FightRecord {
  const result: FightResult = score1 > score2 ? 'F1_WIN' : score2 > score1 ? 'F2_WIN' : 'DRAW';
  nextId += 1;
  return { id: `fight-${nextId}`, fighter1, fighter2, score1, score2, result, ...extra };
}

export function win(winner: FighterId, loser: FighterId, extra: Partial<FightRecord> = {}): FightRecord {
  return fight(winner, loser, 5, 3, extra);
}

export function draw(a: FighterId, b: FighterId): FightRecord {
  return fight(a, b, 3, 3);
}

export function bye(fighter: FighterId): FightRecord {
  nextId += 1;
  return { id: `bye-${nextId}`, fighter1: fighter, fighter2: null, score1: 1, score2: 0, result: 'F1_WIN' };
}

export function scheduled(a: FighterId, b: FighterId): FightRecord {
  return { ...fight(a, b, 0, 0), result: 'NONE' };
}

/** Small seeded PRNG (mulberry32) so simulations are reproducible from a fast-check seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pairKey(a: FighterId, b: FighterId): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
