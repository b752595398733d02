import { describe, it, expect } from '@jest/globals';
import type { Entrant } from '../domain-types.js';
import { bracketSize, firstRoundPairs, rankEntrants, seedOrder } from './seeding.js';

const field = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, place) => ({ id: `s${place + 1}`, seed: place + 1 }));

describe('elimination seeding', () => {
  it('grows the bracket to the smallest power of two that holds every fighter', () => {
    expect([2, 3, 4, 5, 8, 9, 16, 17, 256].map(bracketSize)).toEqual([2, 4, 4, 8, 8, 16, 16, 32, 256]);
  });

  it('never makes a bracket smaller than a final of two', () => {
    expect(bracketSize(0)).toBe(2);
    expect(bracketSize(1)).toBe(2);
  });

  it('orders the slots of 8 as 1-8, 4-5, 2-7, 3-6', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('orders the slots of 16 as 1-16, 8-9, 4-13, 5-12, 2-15, 7-10, 3-14, 6-11', () => {
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('pairs seed k with seed B+1−k in round one', () => {
    const order = seedOrder(64);
    for (let slot = 0; slot < order.length; slot += 2) expect(order[slot] + order[slot + 1]).toBe(65);
  });

  it('ranks by seed, leaves out dropped-out fighters and breaks equal seeds by id', () => {
    const ranked = rankEntrants([
      { id: 'b', seed: 3 },
      { id: 'gone', seed: 1, droppedOut: true },
      { id: 'a', seed: 3 },
      { id: 'top', seed: 2 },
    ]);
    expect(ranked.map((entrant) => entrant.id)).toEqual(['top', 'a', 'b']);
  });

  it('gives the byes of 5 fighters in a bracket of 8 to seeds 1, 2 and 3', () => {
    expect(firstRoundPairs(field(5))).toEqual([
      ['s1', null],
      ['s4', 's5'],
      ['s2', null],
      ['s3', null],
    ]);
  });

  it('uses rank, not the raw seed number, when seeds have gaps', () => {
    const pairs = firstRoundPairs([
      { id: 'x', seed: 10 },
      { id: 'y', seed: 20 },
      { id: 'z', seed: 30 },
    ]);
    expect(pairs).toEqual([
      ['x', null],
      ['y', 'z'],
    ]);
  });
});
