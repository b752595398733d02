import { describe, it, expect } from '@jest/globals';
import type { Entrant } from '../domain-types.js';
import { MAX_POOL_SIZE, POOL_ERRORS, addFighterToPool, composePools, poolCount } from './pools.js';

const field = (count: number, clubOf: (seed: number) => string | null = () => null): Entrant[] =>
  Array.from({ length: count }, (_, place) => ({
    id: `s${place + 1}`,
    seed: place + 1,
    clubId: clubOf(place + 1),
  }));

const seedsOf = (pools: Entrant[][]): number[][] => pools.map((pool) => pool.map((entrant) => entrant.seed));

describe('pool composition', () => {
  it('uses the fewest pools that keep every pool at 7 or fewer', () => {
    expect([0, 1, 7, 8, 14, 15, 49, 50, 256].map((fighters) => poolCount(fighters))).toEqual([
      0, 1, 1, 2, 2, 3, 7, 8, 37,
    ]);
    expect(poolCount(10, 4)).toBe(3);
  });

  it('spreads fighters in a snake by seed: A gets 1, 6, 7, 12, B 2, 5, 8, 11, C 3, 4, 9, 10', () => {
    expect(seedsOf(composePools(field(12), { poolCount: 3 }))).toEqual([
      [1, 6, 7, 12],
      [2, 5, 8, 11],
      [3, 4, 9, 10],
    ]);
  });

  it('keeps pool sizes within one of each other when the field does not divide evenly', () => {
    const sizes = composePools(field(17)).map((pool) => pool.length);
    // Rows of three: the sixth row (16, 17) runs C, B, so A is the one short.
    expect(sizes).toEqual([5, 6, 6]);
  });

  it('leaves dropped-out fighters out of every pool', () => {
    const entrants = [...field(6), { id: 'gone', seed: 2, droppedOut: true }];
    const pools = composePools(entrants);
    expect(pools.flat().map((entrant) => entrant.id)).not.toContain('gone');
    expect(pools.flat()).toHaveLength(6);
  });

  it('makes no pools for nobody', () => {
    expect(composePools([])).toEqual([]);
    expect(composePools([{ id: 'gone', seed: 1, droppedOut: true }])).toEqual([]);
  });

  it('keeps the snake exactly when no two clubmates meet in it', () => {
    const clubs: Record<number, string> = { 1: 'north', 2: 'north', 3: 'south', 5: 'south' };
    const pools = composePools(
      field(6, (seed) => clubs[seed] ?? null),
      { poolCount: 2 },
    );
    expect(seedsOf(pools)).toEqual([
      [1, 4, 5],
      [2, 3, 6],
    ]);
  });

  it('swaps a clashing fighter with the nearest seed of its row, the weaker pair of seeds moving', () => {
    // Seeds 3 and 4 share a club and both land in C. Swapping 4 with 5 and 3 with 2 cost the same
    // seed distance; 4 and 5 are the weaker seeds, so they move.
    const pools = composePools(
      field(6, (seed) => (seed === 3 || seed === 4 ? 'north' : null)),
      { poolCount: 3 },
    );
    expect(seedsOf(pools)).toEqual([
      [1, 6],
      [2, 4],
      [3, 5],
    ]);
  });

  it('swaps a fighter with the nearest seed of the same row when every other pool of the row holds a clubmate', () => {
    // Seeds 1 and 6 share a club: 6 trades places with 5.
    const pools = composePools(
      field(6, (seed) => (seed === 1 || seed === 6 ? 'north' : null)),
      { poolCount: 3 },
    );
    expect(seedsOf(pools)).toEqual([
      [1, 5],
      [2, 6],
      [3, 4],
    ]);
  });

  it('skips a rowmate whose swap would only move the clash', () => {
    // 1, 2 and 6 share a club: swapping 6 with 5 would put 6 beside 2, so 6 trades with 4 instead.
    const clubs: Record<number, string> = { 1: 'north', 2: 'north', 6: 'north' };
    const pools = composePools(
      field(6, (seed) => clubs[seed] ?? null),
      { poolCount: 3 },
    );
    expect(seedsOf(pools)).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
  });

  it('separates clubmates that no swap inside the rows of the clash can, by trading across rows', () => {
    // Snake A 1, 4, 5 and B 2, 3, 6: 2 and 6 (north) clash in B. Swapping 5 with 6 puts 3 and 5
    // (south) together, swapping 3 with 4 too. Trading 4 for 6 separates everyone at the same seed
    // distance as swapping the top seeds 1 and 2, and leaves the top seeds where they are.
    const clubs: Record<number, string> = { 2: 'north', 6: 'north', 3: 'south', 5: 'south' };
    const pools = composePools(
      field(6, (seed) => clubs[seed] ?? null),
      { poolCount: 2 },
    );
    expect(seedsOf(pools)).toEqual([
      [1, 5, 6],
      [2, 3, 4],
    ]);
  });

  it('spreads a club as evenly as the pools allow when clashes cannot be avoided', () => {
    // Four of five fighters share a club: two pools hold at best two of them each (two clashes),
    // where the snake (A 1, 4, 5) would put three together (three clashes).
    const pools = composePools(
      field(5, (seed) => (seed === 2 ? null : 'north')),
      { poolCount: 2 },
    );
    expect(seedsOf(pools)).toEqual([
      [1, 2, 4],
      [3, 5],
    ]);
  });

  it('keeps the snake when every split has as many clashes', () => {
    const pools = composePools(
      field(4, () => 'north'),
      { poolCount: 2 },
    );
    expect(seedsOf(pools)).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('treats fighters without a club as having no clubmates', () => {
    expect(seedsOf(composePools(field(6), { poolCount: 2 }))).toEqual([
      [1, 4, 5],
      [2, 3, 6],
    ]);
  });

  it('refuses an organizer pool count that would put more than 7 fighters in a pool', () => {
    expect(() => composePools(field(15), { poolCount: 2 })).toThrow(
      'A pool cannot have more than 7 fighters',
    );
    expect(() => composePools(field(15), { poolCount: 2 })).toThrow(
      expect.objectContaining({ code: POOL_ERRORS.tooManyFighters }),
    );
  });

  it('refuses a pool count below one, above the number of fighters, or not whole', () => {
    for (const count of [0, 5, 1.5]) {
      expect(() => composePools(field(4), { poolCount: count })).toThrow(
        expect.objectContaining({ code: POOL_ERRORS.invalidPoolCount }),
      );
    }
  });

  it('lists each pool best seed first, as positions on the pool sheet', () => {
    const pools = composePools([
      { id: 'c', seed: 30 },
      { id: 'a', seed: 10 },
      { id: 'b', seed: 20 },
    ]);
    expect(pools).toEqual([
      [
        { id: 'a', seed: 10 },
        { id: 'b', seed: 20 },
        { id: 'c', seed: 30 },
      ],
    ]);
  });
});

describe('adding a fighter to a pool', () => {
  it('adds the fighter at the next position and leaves the given pool untouched', () => {
    const pool = field(3);
    const grown = addFighterToPool(pool, { id: 'late', seed: 9 });
    expect(grown.map((entrant) => entrant.id)).toEqual(['s1', 's2', 's3', 'late']);
    expect(pool).toHaveLength(3);
  });

  it('refuses an 8th fighter: a pool cannot have more than 7 fighters', () => {
    const full = field(MAX_POOL_SIZE);
    expect(() => addFighterToPool(full, { id: 'eighth', seed: 8 })).toThrow(
      'A pool cannot have more than 7 fighters',
    );
  });

  it('refuses a dropped-out fighter and a fighter already in the pool', () => {
    expect(() => addFighterToPool(field(2), { id: 'gone', seed: 3, droppedOut: true })).toThrow(
      expect.objectContaining({ code: POOL_ERRORS.droppedOut }),
    );
    expect(() => addFighterToPool(field(2), { id: 's1', seed: 1 })).toThrow(
      expect.objectContaining({ code: POOL_ERRORS.alreadyInPool }),
    );
  });
});
