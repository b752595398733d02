import { describe, it, expect } from '@jest/globals';
import { byeFightOutcome } from './bye.js';

describe('bye fight (spec §4)', () => {
  it('gives fighter one a win with score 1 when byeMode is WIN', () => {
    expect(byeFightOutcome({ byeMode: 'WIN' })).toEqual({ score1: 1, score2: 0, result: 'F1_WIN' });
  });

  it('gives fighter one the configured byeWinScores when byeMode is WIN and byeWinScores is set', () => {
    expect(byeFightOutcome({ byeMode: 'WIN', byeWinScores: '5' })).toEqual({
      score1: 5,
      score2: 0,
      result: 'F1_WIN',
    });
    expect(byeFightOutcome({ byeMode: 'WIN', byeWinScores: '0' })).toEqual({
      score1: 0,
      score2: 0,
      result: 'F1_WIN',
    });
  });

  it('keeps score 1 when byeWinScores is blank or not a whole number of points', () => {
    for (const byeWinScores of [null, '', '  ', 'five', '-2', '2.5']) {
      expect(byeFightOutcome({ byeMode: 'WIN', byeWinScores })).toEqual({
        score1: 1,
        score2: 0,
        result: 'F1_WIN',
      });
    }
  });

  it('gives a draw with score 0 for any other byeMode', () => {
    for (const byeMode of ['DRAW', 'LOSS', 'win', 'anything']) {
      expect(byeFightOutcome({ byeMode, byeWinScores: '5' })).toEqual({
        score1: 0,
        score2: 0,
        result: 'DRAW',
      });
    }
  });

  it('gives fighter one a win with score 1 when there is no byeMode', () => {
    expect(byeFightOutcome()).toEqual({ score1: 1, score2: 0, result: 'F1_WIN' });
    expect(byeFightOutcome({ byeMode: null, byeWinScores: '7' })).toEqual({
      score1: 1,
      score2: 0,
      result: 'F1_WIN',
    });
    expect(byeFightOutcome({ byeMode: '' })).toEqual({ score1: 1, score2: 0, result: 'F1_WIN' });
  });
});
