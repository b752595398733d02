import { describe, it, expect } from '@jest/globals';
import { effectiveScoreCap, fightRules, winnerRequiredFor } from './rules.js';

describe('fight rules of a category', () => {
  it('defaults to a 90-second count-down fight with one point a press and no limits', () => {
    expect(fightRules()).toEqual({
      timerDirection: 'down',
      durationMs: 90_000,
      showTimer: true,
      addedValue: 1,
      afterblow: 'none',
      panel: { mode: 'off', judges: 3, windowMs: 1500 },
      scoreCap: null,
      doublesLimit: null,
      doublesOutResult: 'NO_WIN',
      drawsInElimination: false,
      counters: { doubles: true, appeals: true, yellowCards: true, redCards: true },
      redCardsToLose: null,
      hitPoints: null,
      team: { isTeam: false, teamScoreLimit: null },
    });
  });

  it('fills in the defaults a category leaves out of a nested setting', () => {
    const rules = fightRules({ counters: { appeals: false }, team: { isTeam: true } });
    expect(rules.counters).toEqual({ doubles: true, appeals: false, yellowCards: true, redCards: true });
    expect(rules.team).toEqual({ isTeam: true, teamScoreLimit: null });
  });

  it('rejects settings that make no sense', () => {
    expect(() => fightRules({ addedValue: 0 })).toThrow();
    expect(() => fightRules({ durationMs: -1 })).toThrow();
    expect(() => fightRules({ scoreCap: 2.5 })).toThrow();
  });

  it('ends the fight at the score cap', () => {
    expect(effectiveScoreCap(fightRules({ scoreCap: 5 }))).toBe(5);
    expect(effectiveScoreCap(fightRules())).toBeNull();
  });

  it('ends a team fight at the team score limit, or at the score cap when that comes first', () => {
    expect(effectiveScoreCap(fightRules({ team: { isTeam: true, teamScoreLimit: 10 } }))).toBe(10);
    expect(effectiveScoreCap(fightRules({ scoreCap: 7, team: { isTeam: true, teamScoreLimit: 10 } }))).toBe(
      7,
    );
  });

  it('ignores the team score limit outside a team category', () => {
    expect(effectiveScoreCap(fightRules({ team: { isTeam: false, teamScoreLimit: 10 } }))).toBeNull();
  });
});

describe('which bouts must name a winner', () => {
  it('asks every bracket bout for a winner unless the category allows draws there', () => {
    const strict = fightRules();
    expect(winnerRequiredFor('ELIMINATION', strict)).toBe(true);
    expect(winnerRequiredFor('ELIMINATION_DOUBLE', strict)).toBe(true);
    expect(winnerRequiredFor('ELIMINATION', fightRules({ drawsInElimination: true }))).toBe(false);
  });

  it('lets pool and swiss bouts end in a draw: they rank by points', () => {
    for (const type of ['POOL', 'SWISS', 'SWISS_HITS'] as const) {
      expect(winnerRequiredFor(type, fightRules())).toBe(false);
    }
  });
});
