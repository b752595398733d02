import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  addTime,
  canAddTime,
  elapsedAt,
  remainingAt,
  STOPPED_CLOCK,
  startClock,
  stopClock,
  type FightClock,
} from './clock.js';

const rules = { durationMs: 90_000 };

describe('fight clock', () => {
  it('shows no time before it starts', () => {
    expect(elapsedAt(STOPPED_CLOCK, 50_000)).toBe(0);
    expect(remainingAt(STOPPED_CLOCK, rules, 50_000)).toBe(90_000);
  });

  it('counts the time since it started while running', () => {
    const clock = startClock(STOPPED_CLOCK, 1_000);
    expect(clock).toEqual({ running: true, elapsedMs: 0, startedAt: 1_000 });
    expect(elapsedAt(clock, 4_500)).toBe(3_500);
    expect(remainingAt(clock, rules, 4_500)).toBe(86_500);
  });

  it('keeps the elapsed time when stopped and adds the next running stretch to it', () => {
    const stopped = stopClock(startClock(STOPPED_CLOCK, 1_000), 11_000);
    expect(stopped).toEqual({ running: false, elapsedMs: 10_000, startedAt: null });
    expect(elapsedAt(stopped, 99_000)).toBe(10_000);
    expect(elapsedAt(startClock(stopped, 20_000), 25_000)).toBe(15_000);
  });

  it('never runs backwards: a moment before the start counts as the start', () => {
    const clock = startClock({ running: false, elapsedMs: 2_000, startedAt: null }, 10_000);
    expect(elapsedAt(clock, 5_000)).toBe(2_000);
    expect(stopClock(clock, 5_000)).toEqual({ running: false, elapsedMs: 2_000, startedAt: null });
  });

  it('leaves a running clock alone when started again and a stopped one when stopped again', () => {
    const running = startClock(STOPPED_CLOCK, 1_000);
    expect(startClock(running, 9_000)).toBe(running);
    expect(stopClock(STOPPED_CLOCK, 9_000)).toBe(STOPPED_CLOCK);
  });

  it('never shows less than 0 remaining once the time is up', () => {
    const clock = startClock(STOPPED_CLOCK, 0);
    expect(remainingAt(clock, rules, 120_000)).toBe(0);
    expect(elapsedAt(clock, 120_000)).toBe(120_000);
  });

  describe('adding time', () => {
    it('gives a count-down clock more time left by taking the time off the elapsed time', () => {
      const clock = { running: false, elapsedMs: 30_000, startedAt: null };
      expect(addTime(clock, 15_000, 'down', 40_000)).toEqual({
        running: false,
        elapsedMs: 15_000,
        startedAt: null,
      });
    });

    it('never takes a count-down clock below its full duration', () => {
      const clock = { running: false, elapsedMs: 3_000, startedAt: null };
      expect(addTime(clock, 5_000, 'down', 40_000).elapsedMs).toBe(0);
      expect(canAddTime(STOPPED_CLOCK, 'down', 40_000)).toBe(false);
      expect(canAddTime(clock, 'down', 40_000)).toBe(true);
    });

    it('adds the time to what a count-up clock shows', () => {
      expect(addTime(STOPPED_CLOCK, 5_000, 'up', 40_000)).toEqual({
        running: false,
        elapsedMs: 5_000,
        startedAt: null,
      });
      expect(canAddTime(STOPPED_CLOCK, 'up', 40_000)).toBe(true);
    });

    it('rebases a running clock to the moment of the press', () => {
      const running = startClock(STOPPED_CLOCK, 10_000);
      const added = addTime(running, 5_000, 'down', 30_000);
      expect(added).toEqual({ running: true, elapsedMs: 15_000, startedAt: 30_000 });
      expect(elapsedAt(added, 31_000)).toBe(16_000);
    });

    it('keeps the start of a running clock when the press arrives before it', () => {
      const running = startClock({ running: false, elapsedMs: 20_000, startedAt: null }, 10_000);
      expect(addTime(running, 5_000, 'down', 4_000)).toEqual({
        running: true,
        elapsedMs: 15_000,
        startedAt: 10_000,
      });
    });
  });

  it('never loses counted time, whatever order the presses arrive in', () => {
    const press = fc.tuple(fc.constantFrom('start', 'stop', 'addUp'), fc.nat(100_000));
    fc.assert(
      fc.property(fc.array(press, { maxLength: 40 }), (presses) => {
        let clock: FightClock = STOPPED_CLOCK;
        for (const [kind, at] of presses) {
          const counted = clock.elapsedMs;
          if (kind === 'start') clock = startClock(clock, at);
          else if (kind === 'stop') clock = stopClock(clock, at);
          else clock = addTime(clock, 5_000, 'up', at);
          expect(clock.elapsedMs).toBeGreaterThanOrEqual(counted);
          expect(elapsedAt(clock, at)).toBeGreaterThanOrEqual(clock.elapsedMs);
        }
      }),
      { numRuns: 500 },
    );
  });
});
