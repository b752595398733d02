import { describe, expect, it } from '@jest/globals';
import { fightView } from '../../fight/fight-engine.js';
import { finishedByeFight } from './bye-fight.js';

describe('a stored bye fight', () => {
  it('is finished, with the bye fighter as fighter one and the bye result of the stage settings', () => {
    const snapshot = finishedByeFight(
      { fightId: 'f1', fighter: 'anna' },
      { byeMode: 'WIN', byeWinScores: '5' },
    );
    const view = fightView(snapshot);
    expect(view).toMatchObject({ fightId: 'f1', fighter1: 'anna', fighter2: null, status: 'finished' });
    expect(view).toMatchObject({ score1: 5, score2: 0, result: 'F1_WIN', finishReason: null });
  });

  it('is a draw with score 0 for any other bye mode, and a win with score 1 without one', () => {
    expect(fightView(finishedByeFight({ fightId: 'f', fighter: 'a' }, { byeMode: 'DRAW' }))).toMatchObject({
      score1: 0,
      score2: 0,
      result: 'DRAW',
    });
    expect(fightView(finishedByeFight({ fightId: 'f', fighter: 'a' }))).toMatchObject({
      score1: 1,
      result: 'F1_WIN',
    });
  });

  it('keeps the category rules, like any other fight', () => {
    const snapshot = finishedByeFight({ fightId: 'f', fighter: 'a', rules: { durationMs: 60_000 } });
    expect(snapshot.context.rules.durationMs).toBe(60_000);
  });
});
