import { describe, it, expect } from '@jest/globals';
import type { Entrant } from '../domain-types.js';
import { circleBoutOrder, poolBoutOrder, poolFights, type PoolBout } from './pool-bout-order.js';

const pairKey = ([one, two]: PoolBout): string => [one, two].sort((a, b) => a - b).join('-');

const fightsTwiceInARow = (bouts: PoolBout[]): boolean =>
  bouts.some((bout, place) => place > 0 && bout.some((position) => bouts[place - 1].includes(position)));

describe('pool bout order', () => {
  it('uses the sheet tables for pools of 4 to 7', () => {
    expect(poolBoutOrder(4)).toEqual([
      [1, 4],
      [2, 3],
      [1, 3],
      [2, 4],
      [3, 4],
      [1, 2],
    ]);
    expect(poolBoutOrder(5).slice(0, 3)).toEqual([
      [1, 2],
      [3, 4],
      [5, 1],
    ]);
    expect(poolBoutOrder(6).at(-1)).toEqual([6, 2]);
    expect(poolBoutOrder(7)).toHaveLength(21);
    expect(poolBoutOrder(7).at(-1)).toEqual([4, 7]);
  });

  it('fights 1-2 in a pool of 2 and 1-2, 2-3, 3-1 in a pool of 3', () => {
    expect(poolBoutOrder(2)).toEqual([[1, 2]]);
    expect(poolBoutOrder(3)).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
  });

  it('has no bouts for a pool of 0 or 1', () => {
    expect(poolBoutOrder(0)).toEqual([]);
    expect(poolBoutOrder(1)).toEqual([]);
  });

  it('pairs everyone exactly once in every table and in the circle method up to 30 fighters', () => {
    for (let size = 2; size <= 30; size += 1) {
      const bouts = poolBoutOrder(size);
      const pairs = new Set(bouts.map(pairKey));
      expect(bouts).toHaveLength((size * (size - 1)) / 2);
      expect(pairs.size).toBe(bouts.length);
      expect(
        bouts.every(([one, two]) => one !== two && one >= 1 && two >= 1 && one <= size && two <= size),
      ).toBe(true);
    }
  });

  it('never has a fighter fight twice in a row in the tables for 5, 6 and 7', () => {
    for (const size of [5, 6, 7]) expect(fightsTwiceInARow(poolBoutOrder(size))).toBe(false);
  });

  it('in the table for 4, where back-to-back bouts cannot be avoided, never has a fighter fight three in a row', () => {
    const bouts = poolBoutOrder(4);
    expect(fightsTwiceInARow(bouts)).toBe(true);
    for (let place = 2; place < bouts.length; place += 1) {
      const inAll = bouts[place].filter(
        (position) => bouts[place - 1].includes(position) && bouts[place - 2].includes(position),
      );
      expect(inAll).toEqual([]);
    }
  });

  it('by the circle method, keeps position 1 and rotates the rest; an odd size gives someone a rest each round', () => {
    expect(circleBoutOrder(4)).toEqual([
      [1, 4],
      [2, 3],
      [1, 3],
      [4, 2],
      [1, 2],
      [3, 4],
    ]);
    const odd = circleBoutOrder(9);
    expect(odd).toHaveLength(36);
    // 9 rounds of 4 bouts: each round one of the nine sits out.
    for (let round = 0; round < 9; round += 1) {
      const seated = new Set(odd.slice(round * 4, round * 4 + 4).flat());
      expect(seated.size).toBe(8);
    }
  });

  it('uses the circle method for pools bigger than the tables', () => {
    expect(poolBoutOrder(8)).toEqual(circleBoutOrder(8));
  });
});

describe('pool fights', () => {
  const pool: Entrant[] = ['ann', 'bob', 'cat', 'dan'].map((id, place) => ({ id, seed: place + 1 }));

  it('schedules the fighters at their sheet positions in bout order, numbered from 1', () => {
    expect(poolFights(pool)).toEqual([
      { fighter1: 'ann', fighter2: 'dan', order: 1 },
      { fighter1: 'bob', fighter2: 'cat', order: 2 },
      { fighter1: 'ann', fighter2: 'cat', order: 3 },
      { fighter1: 'bob', fighter2: 'dan', order: 4 },
      { fighter1: 'cat', fighter2: 'dan', order: 5 },
      { fighter1: 'ann', fighter2: 'bob', order: 6 },
    ]);
  });

  it('does not schedule the bouts of a dropped-out fighter and keeps everyone else in place', () => {
    const withDropout = pool.map((entrant) =>
      entrant.id === 'bob' ? { ...entrant, droppedOut: true } : entrant,
    );
    expect(poolFights(withDropout)).toEqual([
      { fighter1: 'ann', fighter2: 'dan', order: 1 },
      { fighter1: 'ann', fighter2: 'cat', order: 2 },
      { fighter1: 'cat', fighter2: 'dan', order: 3 },
    ]);
  });

  it('refuses a pool of more than 7 fighters', () => {
    const eight = Array.from({ length: 8 }, (_, place) => ({ id: `f${place}`, seed: place + 1 }));
    expect(() => poolFights(eight)).toThrow('A pool cannot have more than 7 fighters');
  });
});
