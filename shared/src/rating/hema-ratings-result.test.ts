import { describe, expect, it } from '@jest/globals';
import { hemaRatingsRow, type HemaRatingsFight } from './hema-ratings-result.js';

const fought = (change: Partial<HemaRatingsFight> = {}): HemaRatingsFight => ({
  status: 'finished',
  isBye: false,
  fighter1: 'anna',
  fighter2: 'boris',
  result: 'F1_WIN',
  technicalDefeat: null,
  droppedOut: [],
  elapsedMs: 90_000,
  ...change,
});

describe('HEMA Ratings rows', () => {
  it('write a fought bout as win/loss or draw/draw', () => {
    expect(hemaRatingsRow(fought())).toEqual({ counts: true, result1: 'win', result2: 'loss' });
    expect(hemaRatingsRow(fought({ result: 'F2_WIN' }))).toEqual({
      counts: true,
      result1: 'loss',
      result2: 'win',
    });
    expect(hemaRatingsRow(fought({ result: 'DRAW' }))).toEqual({
      counts: true,
      result1: 'draw',
      result2: 'draw',
    });
  });

  it('leave out byes, cancelled and unfinished fights', () => {
    expect(hemaRatingsRow(fought({ isBye: true, fighter2: null }))).toEqual({ counts: false, reason: 'bye' });
    expect(hemaRatingsRow(fought({ status: 'cancelled', result: 'NONE' }))).toMatchObject({
      reason: 'cancelled',
    });
    expect(hemaRatingsRow(fought({ status: 'running', result: 'NONE' }))).toMatchObject({
      reason: 'not-fought',
    });
  });

  it('leave out a fight given by withdrawal, keep a technical defeat in a fought bout', () => {
    expect(hemaRatingsRow(fought({ technicalDefeat: 2, droppedOut: ['boris'] }))).toMatchObject({
      reason: 'withdrawn',
    });
    expect(hemaRatingsRow(fought({ technicalDefeat: 2, elapsedMs: 0 }))).toMatchObject({
      reason: 'withdrawn',
    });
    expect(hemaRatingsRow(fought({ technicalDefeat: 2 }))).toMatchObject({ counts: true, result1: 'win' });
  });

  it('write a double-out (nobody won) as a loss for both, as HEMA Ratings takes it', () => {
    expect(hemaRatingsRow(fought({ result: 'NO_WIN' }))).toEqual({
      counts: true,
      result1: 'loss',
      result2: 'loss',
    });
  });

  it('leave out a result the two columns cannot say', () => {
    expect(hemaRatingsRow(fought({ result: 'BOTH_WIN' }))).toMatchObject({ reason: 'no-rated-result' });
  });
});
