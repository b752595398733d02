/**
 * Brute-force oracle for pool composition (small fields only: it tries every split). It re-derives
 * the snake, pool sizes and clashes on its own; the seeding deviation of one fighter (the documented
 * level 2) comes from the engine.
 */
import type { Entrant } from '../../domain-types.js';
import { seedingDeviation } from '../pools-separation.js';
import { rankEntrants } from '../seeding.js';

/** [clashes, seeding deviation, weight of the seeds moved] of a split, compared in that order. */
export type PoolsCost = [number, number, number];

function snakePoolOf(rank: number, count: number): number {
  const row = Math.floor(rank / count);
  return row % 2 === 0 ? rank % count : count - 1 - (rank % count);
}

/** Pairs of fighters of one club sharing a pool. */
export function clashes(pools: readonly (readonly Entrant[])[]): number {
  let total = 0;
  for (const pool of pools) {
    pool.forEach((a, i) => {
      for (const b of pool.slice(i + 1)) if (a.clubId != null && a.clubId === b.clubId) total += 1;
    });
  }
  return total;
}

/** The cost of a split given as the pool of each fighter in rank order. */
function costOf(ranked: readonly Entrant[], poolOf: readonly number[], count: number): PoolsCost {
  const pools: Entrant[][] = Array.from({ length: count }, () => []);
  ranked.forEach((entrant, rank) => pools[poolOf[rank]].push(entrant));
  let deviation = 0;
  let moved = 0;
  poolOf.forEach((pool, rank) => {
    deviation += seedingDeviation(rank, pool, count);
    if (pool !== snakePoolOf(rank, count)) moved += ranked.length - 1 - rank;
  });
  return [clashes(pools), deviation, moved];
}

function less(a: PoolsCost, b: PoolsCost): boolean {
  return a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
}

/**
 * The cheapest split over every assignment with the snake's pool sizes. Sizes differ by at most one,
 * and every balanced split is one of these up to the names of the pools, so the clash count found is
 * the least any balanced split can have.
 */
export function bruteForcePools(entrants: readonly Entrant[], count: number): PoolsCost {
  const ranked = rankEntrants(entrants);
  const room = new Array<number>(count).fill(0);
  for (let rank = 0; rank < ranked.length; rank++) room[snakePoolOf(rank, count)] += 1;
  const poolOf: number[] = [];
  const found: { best: PoolsCost | null } = { best: null };
  const place = (rank: number) => {
    if (rank === ranked.length) {
      const cost = costOf(ranked, poolOf, count);
      if (found.best === null || less(cost, found.best)) found.best = cost;
      return;
    }
    for (let pool = 0; pool < count; pool++) {
      if (room[pool] === 0) continue;
      room[pool] -= 1;
      poolOf.push(pool);
      place(rank + 1);
      poolOf.pop();
      room[pool] += 1;
    }
  };
  place(0);
  return found.best as PoolsCost;
}

/** The cost of the engine's pools, measured the oracle's way. */
export function costOfPools(entrants: readonly Entrant[], pools: readonly (readonly Entrant[])[]): PoolsCost {
  const ranked = rankEntrants(entrants);
  const poolOf = ranked.map((entrant) => pools.findIndex((pool) => pool.includes(entrant)));
  return costOf(ranked, poolOf, pools.length);
}
