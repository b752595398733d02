/**
 * Club separation in pools against brute force: small fields (up to 12 fighters, 2–3 pools) with
 * random seeds, clubs and drop-outs, every split with the snake's pool sizes tried.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Entrant } from '../domain-types.js';
import { composePools } from './pools.js';
import { bruteForcePools, clashes, costOfPools } from './test-support/pools-oracle.js';

/** A field and a pool count; three pools only up to 11 fighters, so brute force stays quick. */
const smallField = fc
  .record({ count: fc.constantFrom(2, 3), clubs: fc.integer({ min: 1, max: 4 }) })
  .chain(({ count, clubs }) =>
    fc.record({
      count: fc.constant(count),
      fighters: fc.array(
        fc.record({
          seed: fc.integer({ min: 1, max: 20 }),
          club: fc.option(fc.integer({ min: 0, max: clubs - 1 }), { nil: null, freq: 4 }),
          droppedOut: fc.nat(9).map((draw) => draw === 0),
        }),
        { minLength: count, maxLength: count === 2 ? 12 : 11 },
      ),
    }),
  )
  .map(({ count, fighters }) => ({
    count,
    entrants: fighters.map(({ seed, club, droppedOut }, i): Entrant => ({
      id: `f${i}`,
      seed,
      clubId: club === null ? null : `club${club}`,
      droppedOut,
    })),
  }))
  .filter(({ count, entrants }) => entrants.filter((e) => !e.droppedOut).length >= count);

describe('pool composition against brute force', () => {
  it('finds a clash-free split whenever one exists, otherwise the fewest clashes, and then stays closest to the snake', () => {
    fc.assert(
      fc.property(smallField, ({ count, entrants }) => {
        const pools = composePools(entrants, { poolCount: count });
        const best = bruteForcePools(entrants, count);
        expect(clashes(pools)).toBe(best[0]);
        expect(costOfPools(entrants, pools)).toEqual(best);
      }),
      { numRuns: 200 },
    );
  });
});
