import { describe, it, expect } from '@jest/globals';
import { fightView } from './fight-engine.js';
import { play, runningFight, scheduledFight } from './test-support/fight-scenario.js';

describe('the view broadcast to spectators', () => {
  it('names the fight and its fighters and carries the timer settings', () => {
    const view = fightView(scheduledFight({ timerDirection: 'up', durationMs: 120_000, showTimer: false }));
    expect(view).toMatchObject({
      fightId: 'fight-1',
      fighter1: 'anna',
      fighter2: 'boris',
      clock: { direction: 'up', durationMs: 120_000, showTimer: false },
    });
  });

  it('gives the stored clock when no moment is asked for', () => {
    expect(fightView(runningFight()).clock).toMatchObject({ running: true, elapsedMs: 0, startedAt: 1_000 });
  });

  it('rebases a running clock to the moment asked for, so late joiners render the same time', () => {
    expect(fightView(runningFight(), 7_000).clock).toMatchObject({
      running: true,
      elapsedMs: 6_000,
      startedAt: 7_000,
    });
  });

  it('never rebases a running clock to a moment before it started', () => {
    expect(fightView(runningFight(), 500).clock).toMatchObject({ elapsedMs: 0, startedAt: 1_000 });
  });

  it('has no hit points outside swiss with hits', () => {
    expect(fightView(scheduledFight())).not.toHaveProperty('hitPoints');
  });

  it('shows each fighter the hit points left: the starting HP minus the hits the opponent scored', () => {
    const fight = play(
      runningFight({ hitPoints: 10 }),
      { type: 'SCORE', at: 2_000, side: 1, delta: 1 },
      { type: 'SCORE', at: 3_000, side: 1, delta: 1 },
      { type: 'SCORE', at: 4_000, side: 2, delta: 1 },
      { type: 'DOUBLE', at: 5_000, delta: 1 },
    );
    expect(fightView(fight).hitPoints).toEqual({ 1: 9, 2: 8 });
  });

  it('starts from the HP each fighter brings from earlier rounds, never showing less than 0', () => {
    const fight = play(
      scheduledFight({ hitPoints: 10 }, { startingHitPoints: { 1: 4, 2: 1 } }),
      { type: 'START', at: 1_000 },
      { type: 'SCORE', at: 2_000, side: 1, delta: 1 },
      { type: 'SCORE', at: 3_000, side: 1, delta: 1 },
    );
    expect(fightView(fight).hitPoints).toEqual({ 1: 4, 2: 0 });
  });
});
