import { describe, it, expect } from '@jest/globals';
import type { FightEvent } from './events.js';
import { fightView } from './fight-engine.js';
import { finishOutcome, fixResultRefusal } from './refusal-rules.js';
import type { FightRulesInput } from './rules.js';
import { play, refusalOf, scheduledFight } from './test-support/fight-scenario.js';

/** A bracket bout (winnerRequired) and the organizer's fix of a result the score contradicts. */

const hit = (side: 1 | 2, at: number): FightEvent => ({ type: 'SCORE', at, side, delta: 1 });
const double = (at: number): FightEvent => ({ type: 'DOUBLE', at, delta: 1 });

function bracketBout(rules: FightRulesInput = {}) {
  return play(scheduledFight(rules, { winnerRequired: true }), { type: 'START', at: 1_000 });
}

describe('a bracket bout must name a winner', () => {
  it('refuses a finish over time or by points at a tied score', () => {
    const tied = play(bracketBout(), hit(1, 2_000), hit(2, 3_000));
    expect(refusalOf(tied, { type: 'FINISH', at: 4_000, reason: 'overTime' })).toBe('fight/winner-required');
    expect(refusalOf(tied, { type: 'FINISH', at: 4_000, reason: 'byPoints' })).toBe('fight/winner-required');
    expect(refusalOf(bracketBout(), { type: 'FINISH', at: 4_000, reason: 'overTime' })).toBe(
      'fight/winner-required',
    );
  });

  it('still calls a tied victory a tied score, the more precise reason', () => {
    expect(refusalOf(bracketBout(), { type: 'FINISH', at: 4_000, reason: 'victory' })).toBe(
      'fight/tied-score',
    );
  });

  it('finishes as usual when someone leads', () => {
    const won = play(bracketBout(), hit(2, 2_000), { type: 'FINISH', at: 4_000, reason: 'overTime' });
    expect(fightView(won)).toMatchObject({ status: 'finished', result: 'F2_WIN', winnerRequired: true });
  });

  it('tells the console in advance what a finish records or why it is refused', () => {
    expect(finishOutcome({ score1: 3, score2: 1 }, { reason: 'byPoints' })).toEqual({
      ok: true,
      result: 'F1_WIN',
    });
    expect(finishOutcome({ score1: 2, score2: 2 }, { reason: 'overTime' })).toEqual({
      ok: true,
      result: 'DRAW',
    });
    expect(finishOutcome({ score1: 2, score2: 2, winnerRequired: true }, { reason: 'overTime' })).toEqual({
      ok: false,
      reason: 'fight/winner-required',
    });
  });

  it('refuses a fix to a draw, a double win or nobody winning', () => {
    const won = play(bracketBout(), hit(1, 2_000), { type: 'FINISH', at: 4_000, reason: 'byPoints' });
    for (const result of ['DRAW', 'NO_WIN', 'BOTH_WIN'] as const) {
      expect(refusalOf(won, { type: 'FIX_RESULT', at: 5_000, score1: 2, score2: 2, result })).toBe(
        'fight/winner-required',
      );
    }
  });

  it('lets a pool bout end in a draw (no winner required)', () => {
    const tied = play(scheduledFight(), { type: 'START', at: 1_000 }, hit(1, 2_000), hit(2, 3_000));
    expect(refusalOf(tied, { type: 'FINISH', at: 4_000, reason: 'overTime' })).toBeNull();
  });

  describe('at the doubles limit', () => {
    it('lets the score decide, even where a double-out is nobody’s win elsewhere', () => {
      const fight = play(
        bracketBout({ doublesLimit: 2, doublesOutResult: 'NO_WIN' }),
        hit(1, 2_000),
        double(3_000),
      );
      const ended = play(fight, double(4_000));
      expect(fightView(ended)).toMatchObject({
        status: 'finished',
        result: 'F1_WIN',
        finishReason: 'doublesLimit',
      });
    });

    it('goes on at a tied score, and the next point decides', () => {
      const rules = { doublesLimit: 2 };
      const atLimit = play(bracketBout(rules), double(2_000), double(3_000));
      expect(fightView(atLimit)).toMatchObject({ status: 'running', doubles: 2, result: 'NONE' });
      const decided = play(atLimit, hit(2, 4_000));
      expect(fightView(decided)).toMatchObject({
        status: 'finished',
        result: 'F2_WIN',
        finishReason: 'doublesLimit',
      });
    });

    it('ends a pool bout at the limit as a double-out, as before', () => {
      const fight = play(scheduledFight({ doublesLimit: 1 }), { type: 'START', at: 1_000 }, double(2_000));
      expect(fightView(fight)).toMatchObject({
        status: 'finished',
        result: 'NO_WIN',
        finishReason: 'doublesLimit',
      });
    });
  });
});

describe('fixing a result the score contradicts', () => {
  const won = () =>
    play(scheduledFight(), { type: 'START', at: 1_000 }, hit(1, 2_000), {
      type: 'FINISH',
      at: 3_000,
      reason: 'byPoints',
    });

  it('refuses a winner with fewer points than the loser', () => {
    expect(refusalOf(won(), { type: 'FIX_RESULT', at: 5_000, score1: 1, score2: 3, result: 'F1_WIN' })).toBe(
      'fight/result-contradicts-score',
    );
    expect(refusalOf(won(), { type: 'FIX_RESULT', at: 5_000, score1: 4, score2: 3, result: 'F2_WIN' })).toBe(
      'fight/result-contradicts-score',
    );
  });

  it('records it when the judge confirms the override', () => {
    const fixed = play(won(), {
      type: 'FIX_RESULT',
      at: 5_000,
      score1: 1,
      score2: 3,
      result: 'F1_WIN',
      override: true,
    });
    expect(fightView(fixed)).toMatchObject({
      score1: 1,
      score2: 3,
      result: 'F1_WIN',
      finishReason: 'resultFixed',
    });
  });

  it('needs no override for a winner who leads or a draw', () => {
    expect(
      refusalOf(won(), { type: 'FIX_RESULT', at: 5_000, score1: 1, score2: 3, result: 'F2_WIN' }),
    ).toBeNull();
    expect(
      refusalOf(won(), { type: 'FIX_RESULT', at: 5_000, score1: 1, score2: 3, result: 'DRAW' }),
    ).toBeNull();
  });

  it('does not let the override record a draw in a bout that needs a winner', () => {
    const bout = play(bracketBout(), hit(1, 2_000), { type: 'FINISH', at: 3_000, reason: 'byPoints' });
    expect(
      refusalOf(bout, {
        type: 'FIX_RESULT',
        at: 5_000,
        score1: 1,
        score2: 1,
        result: 'DRAW',
        override: true,
      }),
    ).toBe('fight/winner-required');
  });

  it('gives the fix dialog the same answer before it sends', () => {
    const fight = { score1: 1, score2: 0, result: 'F1_WIN' as const };
    expect(fixResultRefusal(fight, { score1: 0, score2: 2, result: 'F1_WIN' })).toBe(
      'fight/result-contradicts-score',
    );
    expect(fixResultRefusal(fight, { score1: 0, score2: 2, result: 'F1_WIN', override: true })).toBeNull();
    expect(fixResultRefusal(fight, { score1: 1, score2: 0, result: 'F1_WIN' })).toBe(
      'fight/result-unchanged',
    );
  });
});
