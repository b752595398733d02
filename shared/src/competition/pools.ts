/**
 * Pool composition (spec §4 and §9, requirements.md "Pools"): at most 7 fighters a pool, pools as even as
 * possible, fighters spread in a snake by seed, clubmates kept apart whenever a balanced split allows.
 */
import type { Entrant } from '../domain-types.js';
import { assignPools } from './pools-separation.js';
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
 * position 1). Without clubs this is the snake by seed: with 3 pools A gets 1, 6, 7, 12…, B 2, 5, 8, 11…,
 * C 3, 4, 9, 10…; pool sizes are the snake's, so they differ by at most one whatever the clubs.
 *
 * Clubmates are kept apart whenever any split of those sizes allows it, moving fighters across snake rows
 * if need be; otherwise the split has the fewest pairs of clubmates in a pool. Among such splits the one
 * closest to the snake wins (pools-separation.ts defines "closest").
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

  const poolOf = assignPools(
    ranked.map((entrant) => entrant.clubId ?? null),
    count,
  );
  const pools: Entrant[][] = Array.from({ length: count }, () => []);
  ranked.forEach((entrant, rank) => pools[poolOf[rank]].push(entrant));
  return pools;
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
