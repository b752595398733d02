/**
 * Properties of pools over random fields of 2–256 fighters with random seeds, clubs and drop-outs.
 */
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import type { Entrant } from '../domain-types.js';
import { poolFights } from './pool-bout-order.js';
import { MAX_POOL_SIZE, composePools } from './pools.js';
import { clashes } from './test-support/pools-oracle.js';

const NUM_RUNS = 200;

const entrantsArbitrary = fc.integer({ min: 2, max: 256 }).chain((size) =>
  fc
    .array(
      fc.record({
        seed: fc.integer({ min: 1, max: 1_000 }),
        club: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
      }),
      { minLength: size, maxLength: size },
    )
    .chain((fighters) =>
      fc.array(fc.integer({ min: 0, max: fighters.length - 1 }), { maxLength: 5 }).map((dropped): Entrant[] =>
        fighters.map(({ seed, club }, place) => ({
          id: `f${place}`,
          seed,
          clubId: club === null ? null : `club${club}`,
          droppedOut: dropped.includes(place),
        })),
      ),
    ),
);

describe('pools, for any field', () => {
  it('never exceed 7 fighters and differ in size by at most one', () => {
    fc.assert(
      fc.property(entrantsArbitrary, (entrants) => {
        const sizes = composePools(entrants).map((pool) => pool.length);
        if (sizes.length === 0) return;
        expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_POOL_SIZE);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never put clubmates together when every club has at most as many fighters as there are pools', () => {
    // Then a clash-free split always exists: deal the fighters club by club round the pools.
    fc.assert(
      fc.property(entrantsArbitrary, (entrants) => {
        const pools = composePools(entrants);
        const members = new Map<string, number>();
        for (const entrant of entrants.filter((e) => !e.droppedOut && e.clubId != null)) {
          members.set(entrant.clubId as string, (members.get(entrant.clubId as string) ?? 0) + 1);
        }
        fc.pre([...members.values()].every((size) => size <= pools.length));
        expect(clashes(pools)).toBe(0);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('put every fighter who has not dropped out into exactly one pool, and no one else', () => {
    fc.assert(
      fc.property(entrantsArbitrary, (entrants) => {
        const placed = composePools(entrants)
          .flat()
          .map((entrant) => entrant.id)
          .sort();
        const active = entrants
          .filter((entrant) => !entrant.droppedOut)
          .map((entrant) => entrant.id)
          .sort();
        expect(placed).toEqual(active);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('pair every two fighters of a pool exactly once, and nobody with themselves', () => {
    fc.assert(
      fc.property(entrantsArbitrary, (entrants) => {
        for (const pool of composePools(entrants)) {
          const fights = poolFights(pool);
          const pairs = new Set(
            fights.map(({ fighter1, fighter2 }) => [fighter1, fighter2].sort().join('|')),
          );
          expect(fights.every(({ fighter1, fighter2 }) => fighter1 !== fighter2)).toBe(true);
          expect(fights).toHaveLength((pool.length * (pool.length - 1)) / 2);
          expect(pairs.size).toBe(fights.length);
          expect(fights.map((fight) => fight.order)).toEqual(fights.map((_, place) => place + 1));
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
