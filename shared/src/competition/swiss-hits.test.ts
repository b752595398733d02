import { describe, expect, it } from '@jest/globals';
import { DUPLICATE_PAIRS, HP_CHANGE_REQUIRES_REGENERATION } from './competition-warnings.js';
import {
  hpChangeRequiresRegeneration,
  hpChangeWarnings,
  pairSwissHitsRound,
  remainingHp,
} from './swiss-hits.js';
import { bye, entrants, fight, scheduled } from './test-support/swiss-fixtures.js';

const asPairs = (round: { pairs: { fighter1: string; fighter2: string }[] }) =>
  round.pairs.map((p) => [p.fighter1, p.fighter2]);

describe('swiss with hits: hit points', () => {
  it('subtracts every hit received, the opponent score of each fight, from the initial HP', () => {
    const history = [fight('A', 'B', 3, 2), fight('C', 'A', 4, 1), bye('A')];
    expect(remainingHp('A', 10, history)).toBe(10 - 2 - 4);
    expect(remainingHp('B', 10, history)).toBe(7);
    expect(remainingHp('D', 10, history)).toBe(10);
  });

  it('takes a fighter at 0 HP out and never pairs them again', () => {
    const history = [fight('A', 'B', 5, 0), fight('C', 'D', 2, 5)];
    const round = pairSwissHitsRound({
      fighters: entrants('A', 'B', 'C', 'D'),
      history,
      round: 2,
      initialHp: 5,
    });
    expect(round.out).toEqual(['B', 'C']);
    expect(round.hp).toEqual({ A: 5, B: 0, C: 0, D: 3 });
    expect(asPairs(round)).toEqual([['A', 'D']]);
  });

  it('pairs nobody and gives no bye once a single fighter is left: the stage is decided', () => {
    const history = [fight('A', 'B', 5, 0)];
    const round = pairSwissHitsRound({ fighters: entrants('A', 'B'), history, round: 2, initialHp: 5 });
    expect(round.pairs).toEqual([]);
    expect(round.bye).toBeNull();
  });

  it('takes a fighter below 0 HP out too', () => {
    const history = [fight('A', 'B', 7, 1)];
    const round = pairSwissHitsRound({ fighters: entrants('A', 'B', 'C'), history, round: 2, initialHp: 5 });
    expect(round.out).toEqual(['B']);
    expect(asPairs(round)).toEqual([['C', 'A']]);
  });

  it('never pairs a dropped-out fighter', () => {
    const fighters = entrants('A', 'B', 'C').map((f) => (f.id === 'B' ? { ...f, droppedOut: true } : f));
    const round = pairSwissHitsRound({ fighters, history: [], round: 1, initialHp: 10 });
    expect(asPairs(round)).toEqual([['A', 'C']]);
    expect(round.hp).not.toHaveProperty('B');
  });
});

describe('swiss with hits: pairing', () => {
  it('pairs fighters of nearest remaining HP', () => {
    const history = [
      fight('A', 'E', 1, 3),
      fight('B', 'F', 5, 2),
      fight('C', 'G', 0, 4),
      fight('D', 'H', 1, 6),
    ];
    const round = pairSwissHitsRound({
      fighters: entrants('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'),
      history,
      round: 2,
      initialHp: 10,
    });
    // HP: A 7, B 8, C 6, D 4, E 9, F 5, G 10, H 9.
    expect(asPairs(round)).toEqual([
      ['G', 'E'],
      ['H', 'B'],
      ['A', 'C'],
      ['F', 'D'],
    ]);
  });

  it('never repeats a pair, taking the smallest largest HP gap instead', () => {
    // HP 10, 9, 8, 7 but the two lowest have met: A-C and B-D (gaps 2, 2) beat A-D and B-C (3, 1).
    const history = [
      scheduled('C', 'D'),
      fight('B', 'X', 0, 1),
      fight('C', 'X', 0, 2),
      fight('D', 'X', 0, 3),
    ];
    const round = pairSwissHitsRound({
      fighters: entrants('A', 'B', 'C', 'D'),
      history,
      round: 2,
      initialHp: 10,
    });
    expect(asPairs(round)).toEqual([
      ['A', 'C'],
      ['B', 'D'],
    ]);
    expect(round.warnings).toEqual([]);
  });

  it('gives the bye to the lowest-HP fighter without a bye yet', () => {
    const history = [fight('A', 'B', 1, 0), fight('C', 'D', 0, 3), bye('E')];
    const round = pairSwissHitsRound({
      fighters: entrants('A', 'B', 'C', 'D', 'E'),
      history,
      round: 2,
      initialHp: 10,
    });
    // HP: A 10, D 10, E 10, B 9, C 7; A has met B.
    expect(round.bye).toBe('C');
    expect(asPairs(round)).toEqual([
      ['A', 'D'],
      ['E', 'B'],
    ]);
  });

  it('warns "Next rounds may have duplicate pairs" when the fighters left have all met', () => {
    const history = [fight('A', 'B', 1, 1)];
    const round = pairSwissHitsRound({ fighters: entrants('A', 'B'), history, round: 2, initialHp: 10 });
    expect(asPairs(round)).toEqual([['A', 'B']]);
    expect(round.warnings).toEqual([DUPLICATE_PAIRS]);
  });
});

describe('swiss with hits: changing the initial HP', () => {
  it('requires regenerating fights when the initial HP changes after fights exist', () => {
    expect(hpChangeRequiresRegeneration(10, 12, true)).toBe(true);
    expect(hpChangeWarnings(10, 12, true)).toEqual([HP_CHANGE_REQUIRES_REGENERATION]);
  });

  it('needs no regeneration when no fights exist or the HP stays the same', () => {
    expect(hpChangeRequiresRegeneration(10, 12, false)).toBe(false);
    expect(hpChangeRequiresRegeneration(10, 10, true)).toBe(false);
    expect(hpChangeWarnings(10, 10, true)).toEqual([]);
  });
});
