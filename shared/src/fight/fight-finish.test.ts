import { describe, it, expect } from '@jest/globals';
import { applyFightEvent, fightView } from './fight-engine.js';
import type { FightEvent } from './events.js';
import {
  finishedFight,
  pausedFight,
  play,
  refusalOf,
  runningFight,
  scheduledFight,
} from './test-support/fight-scenario.js';

const hit = (side: 1 | 2, at: number): FightEvent => ({ type: 'SCORE', at, side, delta: 1 });

describe('how a fight ends and what result it gets', () => {
  describe('FINISH by a judge', () => {
    it('gives the win to the higher score', () => {
      const f1 = play(runningFight(), hit(1, 2_000), hit(1, 3_000), hit(2, 4_000), {
        type: 'FINISH',
        at: 5_000,
        reason: 'victory',
      });
      expect(fightView(f1)).toMatchObject({ status: 'finished', result: 'F1_WIN', finishReason: 'victory' });
      const f2 = play(runningFight(), hit(2, 2_000), { type: 'FINISH', at: 5_000, reason: 'byPoints' });
      expect(fightView(f2)).toMatchObject({ result: 'F2_WIN', finishReason: 'byPoints' });
    });

    it('makes equal scores a draw', () => {
      const fight = play(runningFight(), hit(1, 2_000), hit(2, 3_000), {
        type: 'FINISH',
        at: 91_000,
        reason: 'overTime',
      });
      expect(fightView(fight)).toMatchObject({ result: 'DRAW', finishReason: 'overTime' });
    });

    it('makes a fight where nobody scored NO_WIN, not a draw', () => {
      const overTime = play(runningFight(), { type: 'FINISH', at: 91_000, reason: 'overTime' });
      expect(fightView(overTime).result).toBe('NO_WIN');
      const byPoints = play(pausedFight(), { type: 'FINISH', at: 12_000, reason: 'byPoints' });
      expect(fightView(byPoints).result).toBe('NO_WIN');
    });

    it('refuses a victory at a tied score', () => {
      const fight = play(runningFight(), hit(1, 2_000), hit(2, 3_000));
      expect(refusalOf(fight, { type: 'FINISH', at: 4_000, reason: 'victory' })).toBe('fight/tied-score');
    });
  });

  describe('technical defeat', () => {
    it('gives the other side the win, keeping the scores', () => {
      const fight = play(runningFight(), hit(1, 2_000), { type: 'TECHNICAL_DEFEAT', at: 3_000, side: 1 });
      expect(fightView(fight)).toMatchObject({
        status: 'finished',
        score1: 1,
        result: 'F2_WIN',
        finishReason: 'technicalDefeat',
        technicalDefeat: 1,
        clock: { running: false, elapsedMs: 2_000 },
      });
    });

    it('can decide a fight that has not started or is paused', () => {
      expect(fightView(play(scheduledFight(), { type: 'TECHNICAL_DEFEAT', at: 500, side: 2 }))).toMatchObject(
        {
          result: 'F1_WIN',
          technicalDefeat: 2,
        },
      );
      expect(fightView(play(pausedFight(), { type: 'TECHNICAL_DEFEAT', at: 12_000, side: 1 })).result).toBe(
        'F2_WIN',
      );
    });

    it('is given by the rules when a side collects the red cards that lose the fight', () => {
      const fight = play(
        runningFight({ redCardsToLose: 2 }),
        { type: 'CARD', at: 2_000, side: 2, card: 'red', delta: 1 },
        { type: 'CARD', at: 3_000, side: 2, card: 'red', delta: 1 },
      );
      expect(fightView(fight)).toMatchObject({
        status: 'finished',
        result: 'F1_WIN',
        finishReason: 'technicalDefeat',
        technicalDefeat: 2,
      });
    });

    it('takes red cards of side one the same way', () => {
      const fight = play(runningFight({ redCardsToLose: 1 }), {
        type: 'CARD',
        at: 2_000,
        side: 1,
        card: 'red',
        delta: 1,
      });
      expect(fightView(fight)).toMatchObject({ result: 'F2_WIN', technicalDefeat: 1 });
    });
  });

  describe('limits of the rules finish the fight on their own', () => {
    it('gives the win to the side that reaches the score cap and stops the clock', () => {
      const fight = play(runningFight({ scoreCap: 2 }), hit(2, 2_000), hit(1, 3_000), hit(2, 4_000));
      expect(fightView(fight)).toMatchObject({
        status: 'finished',
        score1: 1,
        score2: 2,
        result: 'F2_WIN',
        finishReason: 'victory',
        clock: { running: false, elapsedMs: 3_000 },
      });
    });

    it('keeps a score that jumps past the cap with a large added value', () => {
      const fight = play(runningFight({ scoreCap: 5, addedValue: 3 }), hit(1, 2_000), hit(1, 3_000));
      expect(fightView(fight)).toMatchObject({ score1: 6, result: 'F1_WIN' });
    });

    it('finishes a team fight at the team score limit', () => {
      const fight = play(
        runningFight({ team: { isTeam: true, teamScoreLimit: 2 } }),
        hit(1, 2_000),
        hit(1, 3_000),
      );
      expect(fightView(fight)).toMatchObject({ status: 'finished', result: 'F1_WIN' });
    });

    it('ends the fight as a double-out with NO_WIN when the doubles limit is reached', () => {
      const fight = play(
        runningFight({ doublesLimit: 2 }),
        hit(1, 2_000),
        { type: 'DOUBLE', at: 3_000, delta: 1 },
        { type: 'DOUBLE', at: 4_000, delta: 1 },
      );
      expect(fightView(fight)).toMatchObject({
        status: 'finished',
        doubles: 2,
        result: 'NO_WIN',
        finishReason: 'doublesLimit',
      });
    });

    it('lets the score decide a double-out when the category says so', () => {
      const fight = play(runningFight({ doublesLimit: 1, doublesOutResult: 'BY_SCORE' }), hit(1, 2_000), {
        type: 'DOUBLE',
        at: 3_000,
        delta: 1,
      });
      expect(fightView(fight)).toMatchObject({ result: 'F1_WIN', finishReason: 'doublesLimit' });
    });

    it('finishes a paused fight when a correction reaches a limit', () => {
      const fight = play(pausedFight({ scoreCap: 1 }), hit(1, 12_000));
      expect(fightView(fight)).toMatchObject({
        status: 'finished',
        result: 'F1_WIN',
        clock: { elapsedMs: 10_000 },
      });
    });
  });

  describe('fixing the result of a finished fight', () => {
    it('sets scores and result as given and keeps the fight finished', () => {
      const outcome = applyFightEvent(finishedFight(), {
        type: 'FIX_RESULT',
        at: 60_000,
        score1: 2,
        score2: 4,
        result: 'F2_WIN',
      });
      expect(outcome.ok && outcome.view).toMatchObject({
        status: 'finished',
        score1: 2,
        score2: 4,
        result: 'F2_WIN',
        finishReason: 'resultFixed',
        technicalDefeat: null,
      });
    });

    it('may be fixed again', () => {
      const fight = play(
        finishedFight(),
        { type: 'FIX_RESULT', at: 60_000, score1: 2, score2: 4, result: 'F2_WIN' },
        { type: 'FIX_RESULT', at: 61_000, score1: 3, score2: 3, result: 'BOTH_WIN' },
      );
      expect(fightView(fight)).toMatchObject({ score1: 3, score2: 3, result: 'BOTH_WIN' });
    });

    it('refuses to fix a fight that has not finished', () => {
      const fix: FightEvent = { type: 'FIX_RESULT', at: 60_000, score1: 1, score2: 0, result: 'F1_WIN' };
      expect(refusalOf(scheduledFight(), fix)).toBe('fight/not-finished');
      expect(refusalOf(runningFight(), fix)).toBe('fight/not-finished');
      expect(refusalOf(pausedFight(), fix)).toBe('fight/not-finished');
    });

    it('refuses a fix that gives the scores and result the fight already has', () => {
      expect(
        refusalOf(finishedFight(), {
          type: 'FIX_RESULT',
          at: 60_000,
          score1: 1,
          score2: 0,
          result: 'F1_WIN',
        }),
      ).toBe('fight/result-unchanged');
    });

    it('refuses to fix a finished fight to no result: RESTART does that', () => {
      expect(
        refusalOf(finishedFight(), { type: 'FIX_RESULT', at: 60_000, score1: 0, score2: 0, result: 'NONE' }),
      ).toBe('fight/invalid-event');
    });

    it('refuses negative or fractional fixed scores and unknown results', () => {
      expect(
        refusalOf(finishedFight(), { type: 'FIX_RESULT', at: 1, score1: -1, score2: 0, result: 'F2_WIN' }),
      ).toBe('fight/invalid-event');
      expect(
        refusalOf(finishedFight(), { type: 'FIX_RESULT', at: 1, score1: 1.5, score2: 0, result: 'F1_WIN' }),
      ).toBe('fight/invalid-event');
      expect(
        refusalOf(finishedFight(), { type: 'FIX_RESULT', at: 1, score1: 1, score2: 0, result: 'WIN' }),
      ).toBe('fight/invalid-event');
    });
  });
});
