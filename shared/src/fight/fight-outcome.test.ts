import { describe, expect, it } from '@jest/globals';
import { FIGHT_RESULTS } from '../domain-types.js';
import { technicalDefeatOutcome } from './counters.js';
import { EMPTY_RECORD, addToRecord, hasWinner, outcomeFor, winnerIdOf, winnerOf } from './fight-result.js';

describe('how a fight ended for each side', () => {
  it('reads every result value from both sides', () => {
    const table = Object.fromEntries(FIGHT_RESULTS.map((r) => [r, [outcomeFor(r, 1), outcomeFor(r, 2)]]));
    expect(table).toEqual({
      NONE: [null, null],
      F1_WIN: ['win', 'loss'],
      F2_WIN: ['loss', 'win'],
      NO_WIN: ['noWin', 'noWin'],
      DRAW: ['draw', 'draw'],
      BOTH_WIN: ['win', 'win'],
    });
  });

  it('names one winner only when one side won and the other lost', () => {
    expect(FIGHT_RESULTS.map((r) => [r, winnerOf(r)])).toEqual([
      ['NONE', null],
      ['F1_WIN', 1],
      ['F2_WIN', 2],
      ['NO_WIN', null],
      ['DRAW', null],
      ['BOTH_WIN', null],
    ]);
    expect(FIGHT_RESULTS.filter(hasWinner)).toEqual(['F1_WIN', 'F2_WIN']);
    expect(winnerIdOf({ result: 'F2_WIN', fighter1: 'anna', fighter2: 'boris' })).toBe('boris');
    expect(winnerIdOf({ result: 'BOTH_WIN', fighter1: 'anna', fighter2: 'boris' })).toBeNull();
  });

  it('gives the side given a technical defeat a loss and the other side the win', () => {
    expect(outcomeFor(technicalDefeatOutcome(1).result, 1)).toBe('loss');
    expect(winnerOf(technicalDefeatOutcome(1).result)).toBe(2);
    expect(outcomeFor(technicalDefeatOutcome(2).result, 2)).toBe('loss');
    expect(winnerOf(technicalDefeatOutcome(2).result)).toBe(1);
  });

  it('adds outcomes to a record, nothing for a fight without a result', () => {
    const record = { ...EMPTY_RECORD };
    addToRecord(record, 'NO_WIN', 1, 2);
    addToRecord(record, 'F1_WIN', 2);
    addToRecord(record, 'BOTH_WIN', 2);
    addToRecord(record, 'NONE', 1, 5);
    expect(record).toEqual({ wins: 1, losses: 1, draws: 0, noWins: 2 });
  });
});
