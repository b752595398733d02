import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  EXACT_WEIGHT_LIMIT,
  NO_COST,
  cheapestPairing,
  compareCosts,
  lexicographicScale,
  placementCost,
  scoreGroupSeats,
} from './swiss-pairing-cost.js';

describe('swiss pairing cost', () => {
  it('seats fighters by runs of equal match points', () => {
    expect(scoreGroupSeats([18, 18, 9, 9, 9, 0])).toEqual([
      { group: 0, position: 0, size: 2 },
      { group: 0, position: 1, size: 2 },
      { group: 1, position: 0, size: 3 },
      { group: 1, position: 1, size: 3 },
      { group: 1, position: 2, size: 3 },
      { group: 2, position: 0, size: 1 },
    ]);
  });

  it('costs nothing for the top half against the bottom half, and most inside one half of an even group', () => {
    const group = scoreGroupSeats([9, 9, 9, 9]);
    expect(placementCost(group[0], group[2])).toBe(0);
    expect(placementCost(group[0], group[3])).toBe(1);
    expect(placementCost(group[0], group[1])).toBe(1 + 16);
  });

  it('costs a float by the places between the two fighters across the group boundary', () => {
    const seats = scoreGroupSeats([9, 9, 9, 3, 3, 3]);
    expect(placementCost(seats[2], seats[3])).toBe(0);
    expect(placementCost(seats[1], seats[3])).toBe(1);
    expect(placementCost(seats[2], seats[5])).toBe(4);
  });

  it('compares costs level by level', () => {
    const floatLess = { ...NO_COST, floatGap: 50, placement: 900 };
    expect(compareCosts(floatLess, { ...NO_COST, floats: 1 })).toBeLessThan(0);
    expect(compareCosts({ ...NO_COST, rematches: 1 }, { ...NO_COST, floats: 30 })).toBeGreaterThan(0);
    expect(compareCosts(floatLess, { ...floatLess })).toBe(0);
  });

  it('scales levels so that one unit of a level outweighs everything below it over a whole round', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 64 }),
        (maxima, pairs) => {
          const scale = lexicographicScale(maxima, pairs);
          for (let level = 0; level < maxima.length - 1; level++) {
            const below = maxima
              .slice(level + 1)
              .reduce((sum, max, i) => sum + pairs * max * scale[level + 1 + i], 0);
            expect(scale[level]).toBeGreaterThan(below);
          }
        },
      ),
    );
  });

  it('drops the lowest levels rather than lose precision on huge fields', () => {
    // 1,500 fighters with groups of a thousand: placement alone would overflow the exact range.
    const maxima = [1, 1, 200, 1_000_000];
    const scale = lexicographicScale(maxima, 750);
    expect(scale[3]).toBe(0);
    expect(scale.reduce((sum, factor, level) => sum + factor * maxima[level], 0)).toBeLessThanOrEqual(
      EXACT_WEIGHT_LIMIT,
    );
    expect(lexicographicScale([1, 1, 1e9, 1e9], 1e4, 1e6)).toEqual([10_001, 1, 0, 0]);
    expect(lexicographicScale([1, 1e9, 1, 1], 1e4, 1e6)).toEqual([1, 0, 0, 0]);
  });

  it('allows a rematch only as a last resort when told no rematch-free pairing exists', () => {
    // Four fighters on equal points; 0 has met 1, 2 and 3: one rematch is unavoidable.
    const met = new Set(['0-1', '0-2', '0-3']);
    const pairs = cheapestPairing([0, 0, 0, 0], (a, b) => !met.has(`${a}-${b}`), false);
    expect(pairs.filter(([a, b]) => met.has(`${a}-${b}`))).toHaveLength(1);
    expect(pairs).toHaveLength(2);
  });
});
