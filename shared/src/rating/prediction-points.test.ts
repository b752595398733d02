import { describe, expect, it } from '@jest/globals';
import {
  isFightOpenForPredictions,
  pickedExpectedScore,
  predictionOutcome,
  predictionPoints,
  rankLeaderboard,
  tallyPredictions,
} from './prediction-points.js';

describe('prediction points', () => {
  it('makes a fight even when either fighter has no rating', () => {
    expect(pickedExpectedScore(undefined, { rating: 1800, rd: 50 })).toBe(0.5);
    expect(pickedExpectedScore({ rating: 1800, rd: 50 }, undefined)).toBe(0.5);
  });

  it('gives the underdog a lower expected score than the favourite', () => {
    const strong = { rating: 1800, rd: 60 };
    const weak = { rating: 1500, rd: 60 };
    expect(pickedExpectedScore(weak, strong)).toBeLessThan(0.2);
    expect(pickedExpectedScore(strong, weak)).toBeGreaterThan(0.8);
  });

  it('pays the base for an even fight or a favourite, more for an upset, capped, nothing when wrong', () => {
    expect(predictionPoints(true, 0.5)).toBe(10);
    expect(predictionPoints(true, 0.9)).toBe(10);
    expect(predictionPoints(true, 0.25)).toBe(20);
    expect(predictionPoints(true, 0.01)).toBe(50);
    expect(predictionPoints(true, 0)).toBe(50);
    expect(predictionPoints(false, 0.1)).toBe(0);
  });

  it('reads the outcome from the fight state: open, locked once started, right, wrong or void', () => {
    expect(predictionOutcome(1, { status: 'scheduled', result: 'NONE' })).toBe('open');
    expect(predictionOutcome(1, { status: 'running', result: 'NONE' })).toBe('locked');
    expect(predictionOutcome(1, { status: 'paused', result: 'NONE' })).toBe('locked');
    expect(predictionOutcome(1, { status: 'finished', result: 'F1_WIN' })).toBe('correct');
    expect(predictionOutcome(2, { status: 'finished', result: 'F1_WIN' })).toBe('wrong');
    expect(predictionOutcome(2, { status: 'finished', result: 'F2_WIN' })).toBe('correct');
    expect(predictionOutcome(1, { status: 'finished', result: 'DRAW' })).toBe('void');
    expect(predictionOutcome(1, { status: 'cancelled', result: 'NONE' })).toBe('void');
  });

  it('opens only scheduled fights of two fighters that are not byes', () => {
    const fight = { status: 'scheduled' as const, isBye: false, fighter1Id: 'a', fighter2Id: 'b' };
    expect(isFightOpenForPredictions(fight)).toBe(true);
    expect(isFightOpenForPredictions({ ...fight, status: 'running' })).toBe(false);
    expect(isFightOpenForPredictions({ ...fight, isBye: true })).toBe(false);
    expect(isFightOpenForPredictions({ ...fight, fighter2Id: null })).toBe(false);
  });

  it('tallies per user and ranks the leaderboard by points, then right guesses; ties share a rank', () => {
    const tallies = tallyPredictions([
      { userId: 'u1', outcome: 'correct', points: 20 },
      { userId: 'u1', outcome: 'wrong', points: 0 },
      { userId: 'u2', outcome: 'correct', points: 10 },
      { userId: 'u2', outcome: 'correct', points: 10 },
      { userId: 'u3', outcome: 'open', points: 0 },
      { userId: 'u4', outcome: 'void', points: 0 },
    ]);
    expect(tallies.find((t) => t.userId === 'u1')).toEqual({
      userId: 'u1',
      made: 2,
      predictions: 2,
      correct: 1,
      points: 20,
    });
    const board = rankLeaderboard(tallies);
    expect(board.map((l) => [l.userId, l.rank])).toEqual([
      ['u2', 1],
      ['u1', 2],
      ['u3', 3],
      ['u4', 3],
    ]);
  });
});
