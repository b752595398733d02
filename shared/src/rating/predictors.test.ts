import { describe, it, expect } from '@jest/globals';
import { MIN_PREDICTIONS, rankBestPredictors } from './predictors.js';

describe('best predictors', () => {
  it('lists only users with 10 or more predictions', () => {
    expect(MIN_PREDICTIONS).toBe(10);
    const ranked = rankBestPredictors([
      { userId: 'nine', predictions: 9, correct: 9, points: 9 },
      { userId: 'ten', predictions: 10, correct: 5, points: 5 },
    ]);
    expect(ranked.map((p) => p.userId)).toEqual(['ten']);
  });

  it('ranks by accuracy first, then by the number of predictions', () => {
    const ranked = rankBestPredictors([
      { userId: 'steady', predictions: 40, correct: 28, points: 28 },
      { userId: 'sharp', predictions: 10, correct: 9, points: 9 },
      { userId: 'busy', predictions: 80, correct: 56, points: 56 },
    ]);
    expect(ranked.map((p) => [p.userId, p.rank])).toEqual([
      ['sharp', 1],
      ['busy', 2],
      ['steady', 3],
    ]);
    expect(ranked[0]!.accuracy).toBeCloseTo(0.9, 12);
  });

  it('shares a rank between users equal in accuracy and count, and skips the following rank', () => {
    const ranked = rankBestPredictors([
      { userId: 'b', predictions: 10, correct: 7, points: 7 },
      { userId: 'a', predictions: 10, correct: 7, points: 7 },
      { userId: 'c', predictions: 12, correct: 6, points: 6 },
    ]);
    expect(ranked.map((p) => [p.userId, p.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('compares accuracy exactly, so 7 of 10 equals 14 of 20 and the larger count goes first', () => {
    const ranked = rankBestPredictors([
      { userId: 'few', predictions: 10, correct: 7, points: 7 },
      { userId: 'many', predictions: 20, correct: 14, points: 14 },
    ]);
    expect(ranked.map((p) => [p.userId, p.rank])).toEqual([
      ['many', 1],
      ['few', 2],
    ]);
  });

  it('breaks equal accuracy by points: guessing upsets counts', () => {
    const ranked = rankBestPredictors([
      { userId: 'safe', predictions: 10, correct: 8, points: 80 },
      { userId: 'bold', predictions: 10, correct: 8, points: 130 },
    ]);
    expect(ranked.map((p) => [p.userId, p.rank])).toEqual([
      ['bold', 1],
      ['safe', 2],
    ]);
  });

  it('takes another minimum when given one, but never lists a user without predictions', () => {
    const ranked = rankBestPredictors(
      [
        { userId: 'none', predictions: 0, correct: 0, points: 0 },
        { userId: 'one', predictions: 1, correct: 1, points: 1 },
      ],
      0,
    );
    expect(ranked.map((p) => p.userId)).toEqual(['one']);
  });
});
