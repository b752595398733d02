import { describe, it, expect } from '@jest/globals';
import { applyFightEvent, createFight, fightView } from './fight-engine.js';
import {
  cancelledFight,
  finishedFight,
  pausedFight,
  play,
  refusalOf,
  runningFight,
  scheduledFight,
} from './test-support/fight-scenario.js';

describe('a fight from scheduling to the end', () => {
  it('is scheduled with zeroed counters, a stopped clock and no result', () => {
    const view = fightView(scheduledFight());
    expect(view).toMatchObject({
      status: 'scheduled',
      score1: 0,
      score2: 0,
      doubles: 0,
      cards: { yellow1: 0, red1: 0, yellow2: 0, red2: 0 },
      appeals: { 1: 0, 2: 0 },
      clock: { running: false, elapsedMs: 0, startedAt: null },
      result: 'NONE',
      finishReason: null,
      technicalDefeat: null,
    });
  });

  it('starts the clock at the moment of START', () => {
    const view = fightView(runningFight());
    expect(view.status).toBe('running');
    expect(view.clock).toMatchObject({ running: true, elapsedMs: 0, startedAt: 1_000 });
  });

  it('stops the clock on PAUSE and keeps the time fought', () => {
    const view = fightView(pausedFight());
    expect(view.status).toBe('paused');
    expect(view.clock).toMatchObject({ running: false, elapsedMs: 10_000, startedAt: null });
  });

  it('continues the clock from the paused time on RESUME', () => {
    const resumed = play(pausedFight(), { type: 'RESUME', at: 30_000 });
    expect(fightView(resumed).status).toBe('running');
    expect(fightView(resumed, 32_000).clock).toMatchObject({ elapsedMs: 12_000, startedAt: 32_000 });
  });

  it('stops the clock when the fight finishes', () => {
    const view = fightView(finishedFight());
    expect(view.status).toBe('finished');
    expect(view.clock).toMatchObject({ running: false, elapsedMs: 19_000 });
  });

  describe('adding time', () => {
    it('gives a running count-down fight more time', () => {
      const fight = play(runningFight(), { type: 'ADD_TIME', at: 21_000, ms: 15_000 });
      expect(fightView(fight, 21_000).clock.elapsedMs).toBe(5_000);
    });

    it('gives a paused count-down fight more time', () => {
      const fight = play(pausedFight(), { type: 'ADD_TIME', at: 12_000, ms: 5_000 });
      expect(fightView(fight).clock.elapsedMs).toBe(5_000);
    });

    it('adds time to a scheduled count-up fight', () => {
      const fight = play(scheduledFight({ timerDirection: 'up' }), { type: 'ADD_TIME', at: 500, ms: 5_000 });
      expect(fightView(fight).clock).toMatchObject({ running: false, elapsedMs: 5_000, direction: 'up' });
    });

    it('refuses to add time to a count-down clock that still shows its full duration', () => {
      expect(refusalOf(scheduledFight(), { type: 'ADD_TIME', at: 500, ms: 5_000 })).toBe('fight/clock-full');
    });

    it('accepts only the timer buttons of the spec: 5 and 15 seconds', () => {
      expect(refusalOf(pausedFight(), { type: 'ADD_TIME', at: 12_000, ms: 10_000 })).toBe(
        'fight/invalid-event',
      );
    });
  });

  describe('cancelling', () => {
    it('cancels a scheduled, running or paused fight with result NONE', () => {
      for (const fight of [scheduledFight(), runningFight(), pausedFight()]) {
        const outcome = applyFightEvent(fight, { type: 'CANCEL', at: 50_000 });
        expect(outcome.ok && outcome.view).toMatchObject({ status: 'cancelled', result: 'NONE' });
      }
    });

    it('stops the clock of a running fight it cancels and keeps the counters as a record', () => {
      const fight = play(
        runningFight(),
        { type: 'SCORE', at: 2_000, side: 2, delta: 1 },
        { type: 'CANCEL', at: 6_000 },
      );
      expect(fightView(fight)).toMatchObject({ score2: 1, clock: { running: false, elapsedMs: 5_000 } });
    });

    it('refuses everything but RESTART once cancelled', () => {
      expect(refusalOf(cancelledFight(), { type: 'START', at: 9_000 })).toBe('fight/cancelled');
      expect(refusalOf(cancelledFight(), { type: 'CANCEL', at: 9_000 })).toBe('fight/cancelled');
    });

    it('cannot cancel a finished fight', () => {
      expect(refusalOf(finishedFight(), { type: 'CANCEL', at: 30_000 })).toBe('fight/finished');
    });
  });

  describe('restarting', () => {
    it('takes a finished fight back to scheduled with zeroed counters, clock and result', () => {
      const restarted = play(finishedFight(), { type: 'RESTART', at: 40_000 });
      expect(restarted).toEqual(scheduledFight());
    });

    it('takes a running, paused or cancelled fight back to scheduled', () => {
      for (const fight of [runningFight(), pausedFight(), cancelledFight()]) {
        expect(play(fight, { type: 'RESTART', at: 40_000 })).toEqual(scheduledFight());
      }
    });

    it('refuses to restart a fight that has not started', () => {
      expect(refusalOf(scheduledFight(), { type: 'RESTART', at: 40_000 })).toBe('fight/not-started');
    });
  });

  describe('refusing what the state does not allow', () => {
    it('refuses PAUSE unless the clock runs', () => {
      expect(refusalOf(scheduledFight(), { type: 'PAUSE', at: 2_000 })).toBe('fight/not-running');
      expect(refusalOf(pausedFight(), { type: 'PAUSE', at: 12_000 })).toBe('fight/not-running');
    });

    it('refuses START and RESUME on a running fight', () => {
      expect(refusalOf(runningFight(), { type: 'START', at: 2_000 })).toBe('fight/already-running');
      expect(refusalOf(runningFight(), { type: 'RESUME', at: 2_000 })).toBe('fight/already-running');
    });

    it('refuses START on a paused fight: RESUME continues it', () => {
      expect(refusalOf(pausedFight(), { type: 'START', at: 12_000 })).toBe('fight/already-started');
    });

    it('refuses RESUME, counters and FINISH before the fight starts', () => {
      const fight = scheduledFight();
      expect(refusalOf(fight, { type: 'RESUME', at: 2_000 })).toBe('fight/not-started');
      expect(refusalOf(fight, { type: 'SCORE', at: 2_000, side: 1, delta: 1 })).toBe('fight/not-started');
      expect(refusalOf(fight, { type: 'FINISH', at: 2_000, reason: 'overTime' })).toBe('fight/not-started');
    });

    it('refuses every event but FIX_RESULT and RESTART once finished', () => {
      const fight = finishedFight();
      expect(refusalOf(fight, { type: 'SCORE', at: 30_000, side: 1, delta: -1 })).toBe('fight/finished');
      expect(refusalOf(fight, { type: 'FINISH', at: 30_000, reason: 'overTime' })).toBe('fight/finished');
      expect(refusalOf(fight, { type: 'TECHNICAL_DEFEAT', at: 30_000, side: 1 })).toBe('fight/finished');
    });

    it('leaves the snapshot untouched and still sends the view when it refuses', () => {
      const fight = pausedFight();
      const before = JSON.stringify(fight);
      const outcome = applyFightEvent(fight, { type: 'PAUSE', at: 12_000 });
      expect(outcome).toEqual({ ok: false, reason: 'fight/not-running', view: fightView(fight) });
      expect(JSON.stringify(fight)).toBe(before);
    });

    it('refuses an event that does not match the schema, saying what is wrong', () => {
      const outcome = applyFightEvent(runningFight(), { type: 'SCORE', at: 2_000, side: 3, delta: 1 });
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && outcome.reason).toBe('fight/invalid-event');
      expect(!outcome.ok && outcome.message).toContain('side');
      expect(refusalOf(runningFight(), { type: 'SCORE', side: 1, delta: 1 })).toBe('fight/invalid-event');
      expect(refusalOf(runningFight(), null)).toBe('fight/invalid-event');
    });
  });

  it('restores a snapshot that went through JSON, giving the same view', () => {
    const fight = play(runningFight(), { type: 'SCORE', at: 2_000, side: 1, delta: 1 });
    const stored = JSON.parse(JSON.stringify(fight));
    expect(fightView(stored)).toEqual(fightView(fight));
    expect(applyFightEvent(stored, { type: 'PAUSE', at: 3_000 })).toEqual(
      applyFightEvent(fight, { type: 'PAUSE', at: 3_000 }),
    );
  });

  it('cannot be scheduled with invalid category rules', () => {
    expect(() => scheduledFight({ addedValue: 0 })).toThrow('addedValue');
  });

  it('refuses to restore a snapshot in an unknown state', () => {
    const stored = { ...createFight({ fightId: 'f', fighter1: 'a', fighter2: 'b' }), value: 'sleeping' };
    expect(() => applyFightEvent(stored as never, { type: 'START', at: 1 })).toThrow('unknown fight state');
  });
});
