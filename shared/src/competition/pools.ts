/**
 * Pool composition (spec §4 and §9, DOMAIN.md "Pools"): at most 7 fighters a pool, pools as even as
 * possible, fighters spread in a snake by seed, clubmates kept apart where the snake allows.
 */
import type { Entrant } from '../domain-types.js';
import { rankEntrants } from './seeding.js';

/** Largest pool the platform allows (spec: "A pool cannot have more than 7 fighters"). */
export const MAX_POOL_SIZE = 7;

/** Error codes of pool composition. */
export const POOL_ERRORS = {
  /** A pool would get an eighth fighter. */
  tooManyFighters: 'pool/too-many-fighters',
  /** The asked pool count is not a whole number between 1 and the number of fighters. */
  invalidPoolCount: 'pool/invalid-pool-count',
  /** A dropped-out fighter cannot be put into a pool. */
  droppedOut: 'pool/dropped-out',
  /** The fighter already sits in the pool. */
  alreadyInPool: 'pool/already-in-pool',
} as const;

export type PoolErrorCode = (typeof POOL_ERRORS)[keyof typeof POOL_ERRORS];

export class PoolError extends Error {
  constructor(
    readonly code: PoolErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PoolError';
  }
}

const tooManyFighters = (): PoolError =>
  new PoolError(POOL_ERRORS.tooManyFighters, `A pool cannot have more than ${MAX_POOL_SIZE} fighters`);

/** Fewest pools that keep every pool at `maxPoolSize` or fewer (0 for nobody). */
export function poolCount(fighterCount: number, maxPoolSize = MAX_POOL_SIZE): number {
  return fighterCount <= 0 ? 0 : Math.ceil(fighterCount / maxPoolSize);
}

export interface ComposePoolsOptions {
  /** Pool count set by the organizer; by default the fewest pools of at most 7. */
  poolCount?: number;
}

/**
 * Splits the fighters who have not dropped out into pools, each pool listed in sheet order (best seed at
 * position 1). Fighters go row by row in a snake by seed: with 3 pools A gets 1, 6, 7, 12…, B 2, 5, 8, 11…,
 * C 3, 4, 9, 10…. Each pool takes one fighter a row, so sizes differ by at most one whatever the clubs.
 *
 * Club separation, within a row: a fighter whose club already sits in the target pool moves on in the
 * row's snake order (wrapping round) to the first pool without a clubmate that has not yet had a fighter
 * from this row. When every such pool is taken, they swap with the nearest-seeded fighter of the same row
 * if that separates both; otherwise they stay.
 */
export function composePools(entrants: readonly Entrant[], options: ComposePoolsOptions = {}): Entrant[][] {
  const ranked = rankEntrants(entrants);
  if (ranked.length === 0) return [];
  const count = options.poolCount ?? poolCount(ranked.length);
  if (!Number.isInteger(count) || count < 1 || count > ranked.length) {
    throw new PoolError(
      POOL_ERRORS.invalidPoolCount,
      `Pool count must be a whole number from 1 to ${ranked.length}, the number of fighters`,
    );
  }
  if (Math.ceil(ranked.length / count) > MAX_POOL_SIZE) throw tooManyFighters();

  const pools: Entrant[][] = Array.from({ length: count }, () => []);
  for (let start = 0, row = 0; start < ranked.length; start += count, row += 1) {
    const snake = pools.map((_, position) => (row % 2 === 0 ? position : count - 1 - position));
    const seatedInRow: Seat[] = [];
    ranked.slice(start, start + count).forEach((entrant, place) => {
      const taken = new Set(seatedInRow.map((seat) => seat.pool));
      const free = [...snake.slice(place), ...snake.slice(0, place)].filter((pool) => !taken.has(pool));
      const pool = free.find((candidate) => !hasClubmate(pools[candidate], entrant)) ?? free[0];
      const seat = { entrant, pool };
      if (hasClubmate(pools[pool], entrant)) swapWithRowmate(pools, seatedInRow, seat);
      pools[seat.pool].push(entrant);
      seatedInRow.push(seat);
    });
  }
  const rank = new Map(ranked.map((entrant, position) => [entrant, position]));
  return pools.map((pool) => pool.sort((a, b) => (rank.get(a) as number) - (rank.get(b) as number)));
}

interface Seat {
  entrant: Entrant;
  pool: number;
}

/**
 * Last resort for a fighter stuck with a clubmate: trade places with a fighter already seated in this row,
 * nearest seed first, when neither then sits with a clubmate. Rowmates are of similar strength, so the
 * snake's balance holds. Updates `seat` (and the rowmate's) in place.
 */
function swapWithRowmate(pools: Entrant[][], seatedInRow: Seat[], seat: Seat): void {
  for (let back = seatedInRow.length - 1; back >= 0; back -= 1) {
    const rowmate = seatedInRow[back];
    const theirPool = pools[rowmate.pool].filter((member) => member !== rowmate.entrant);
    if (hasClubmate(theirPool, seat.entrant) || hasClubmate(pools[seat.pool], rowmate.entrant)) continue;
    pools[rowmate.pool] = theirPool;
    pools[seat.pool].push(rowmate.entrant);
    [rowmate.pool, seat.pool] = [seat.pool, rowmate.pool];
    return;
  }
}

function hasClubmate(pool: readonly Entrant[], entrant: Entrant): boolean {
  return entrant.clubId != null && pool.some((member) => member.clubId === entrant.clubId);
}

/** Adds a fighter to an existing pool, returning the new pool; an eighth fighter is refused. */
export function addFighterToPool(pool: readonly Entrant[], entrant: Entrant): Entrant[] {
  if (entrant.droppedOut) {
    throw new PoolError(
      POOL_ERRORS.droppedOut,
      `Fighter ${entrant.id} has dropped out and cannot join a pool`,
    );
  }
  if (pool.some((member) => member.id === entrant.id)) {
    throw new PoolError(POOL_ERRORS.alreadyInPool, `Fighter ${entrant.id} is already in this pool`);
  }
  if (pool.length >= MAX_POOL_SIZE) throw tooManyFighters();
  return [...pool, entrant];
}

/** Refuses a pool over the size limit (shared with the bout order). */
export function assertPoolSize(size: number): void {
  if (size > MAX_POOL_SIZE) throw tooManyFighters();
}
