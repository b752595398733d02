import { describe, it, expect } from '@jest/globals';
import { fightView } from './fight-engine.js';
import type { FightEvent } from './events.js';
import { FIGHT_LIMITS } from '../schemas/bounds.js';
import { pausedFight, play, refusalOf, runningFight } from './test-support/fight-scenario.js';

describe('judges keeping the counters', () => {
  it('adds one point a SCORE press and removes one with -1', () => {
    const fight = play(
      runningFight(),
      { type: 'SCORE', at: 2_000, side: 1, delta: 1 },
      { type: 'SCORE', at: 3_000, side: 1, delta: 1 },
      { type: 'SCORE', at: 4_000, side: 2, delta: 1 },
      { type: 'SCORE', at: 5_000, side: 1, delta: -1 },
    );
    expect(fightView(fight)).toMatchObject({ score1: 1, score2: 1 });
  });

  it("moves the score by the category's added value per press", () => {
    const fight = play(
      runningFight({ addedValue: 3 }),
      { type: 'SCORE', at: 2_000, side: 2, delta: 1 },
      { type: 'SCORE', at: 3_000, side: 2, delta: 1 },
      { type: 'SCORE', at: 4_000, side: 2, delta: -1 },
    );
    expect(fightView(fight).score2).toBe(3);
  });

  it('counts doubles, yellow and red cards and appeals per side', () => {
    const fight = play(
      runningFight(),
      { type: 'DOUBLE', at: 2_000, delta: 1 },
      { type: 'DOUBLE', at: 2_100, delta: 1 },
      { type: 'CARD', at: 3_000, side: 1, card: 'yellow', delta: 1 },
      { type: 'CARD', at: 3_100, side: 2, card: 'red', delta: 1 },
      { type: 'APPEAL', at: 4_000, side: 2, delta: 1 },
      { type: 'APPEAL', at: 4_100, side: 1, delta: 1 },
      { type: 'APPEAL', at: 4_200, side: 1, delta: -1 },
    );
    expect(fightView(fight)).toMatchObject({
      doubles: 2,
      cards: { yellow1: 1, red1: 0, yellow2: 0, red2: 1 },
      appeals: { 1: 0, 2: 1 },
    });
  });

  it('lets judges correct the counters while the clock is stopped', () => {
    const fight = play(
      pausedFight(),
      { type: 'SCORE', at: 12_000, side: 2, delta: 1 },
      { type: 'DOUBLE', at: 12_500, delta: 1 },
    );
    expect(fightView(fight)).toMatchObject({
      status: 'paused',
      score2: 1,
      doubles: 1,
      clock: { running: false },
    });
  });

  it('refuses a -1 on a counter at 0 instead of clamping it', () => {
    const fight = runningFight();
    expect(refusalOf(fight, { type: 'SCORE', at: 2_000, side: 1, delta: -1 })).toBe('fight/counter-negative');
    expect(refusalOf(fight, { type: 'DOUBLE', at: 2_000, delta: -1 })).toBe('fight/counter-negative');
    expect(refusalOf(fight, { type: 'CARD', at: 2_000, side: 2, card: 'red', delta: -1 })).toBe(
      'fight/counter-negative',
    );
    expect(refusalOf(fight, { type: 'APPEAL', at: 2_000, side: 2, delta: -1 })).toBe(
      'fight/counter-negative',
    );
  });

  it('refuses a -1 press that would take the score below 0 with a large added value', () => {
    const fight = play(
      runningFight({ addedValue: 2 }),
      { type: 'SCORE', at: 2_000, side: 1, delta: 1 },
      { type: 'SCORE', at: 2_100, side: 1, delta: -1 },
    );
    expect(refusalOf(fight, { type: 'SCORE', at: 2_200, side: 1, delta: -1 })).toBe('fight/counter-negative');
  });

  it('refuses the counters the category does not keep', () => {
    const fight = runningFight({
      counters: { doubles: false, appeals: false, yellowCards: false, redCards: false },
    });
    expect(refusalOf(fight, { type: 'DOUBLE', at: 2_000, delta: 1 })).toBe('fight/counter-disabled');
    expect(refusalOf(fight, { type: 'APPEAL', at: 2_000, side: 1, delta: 1 })).toBe('fight/counter-disabled');
    expect(refusalOf(fight, { type: 'CARD', at: 2_000, side: 1, card: 'yellow', delta: 1 })).toBe(
      'fight/counter-disabled',
    );
    expect(refusalOf(fight, { type: 'CARD', at: 2_000, side: 1, card: 'red', delta: 1 })).toBe(
      'fight/counter-disabled',
    );
    expect(refusalOf(fight, { type: 'SCORE', at: 2_000, side: 1, delta: 1 })).toBeNull();
  });

  it('keeps the red-card counter apart from the yellow one', () => {
    const fight = runningFight({ counters: { yellowCards: false } });
    expect(refusalOf(fight, { type: 'CARD', at: 2_000, side: 1, card: 'red', delta: 1 })).toBeNull();
  });

  it("refuses a press past the sport's bound, so no score can overflow its column", () => {
    const presses = (n: number, event: (at: number) => FightEvent) =>
      Array.from({ length: n }, (_, i) => event(2_000 + i));
    const scored = play(
      runningFight({ addedValue: FIGHT_LIMITS.addedValue }),
      ...presses(Math.floor(FIGHT_LIMITS.score / FIGHT_LIMITS.addedValue), (at) => ({
        type: 'SCORE',
        at,
        side: 2,
        delta: 1,
      })),
    );
    expect(fightView(scored).score2).toBe(9_900);
    expect(refusalOf(scored, { type: 'SCORE', at: 90_000, side: 2, delta: 1 })).toBe('fight/counter-limit');
    expect(refusalOf(scored, { type: 'SCORE', at: 90_000, side: 2, delta: -1 })).toBeNull();
    expect(refusalOf(scored, { type: 'SCORE', at: 90_000, side: 1, delta: 1 })).toBeNull();

    const doubled = play(
      runningFight(),
      ...presses(FIGHT_LIMITS.counter, (at) => ({ type: 'DOUBLE', at, delta: 1 })),
    );
    expect(fightView(doubled).doubles).toBe(FIGHT_LIMITS.counter);
    expect(refusalOf(doubled, { type: 'DOUBLE', at: 90_000, delta: 1 })).toBe('fight/counter-limit');
  });
});
