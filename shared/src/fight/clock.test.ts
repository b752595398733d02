import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  addTime,
  canAddTime,
  clockText,
  elapsedAt,
  fightTimeAt,
  remainingAt,
  shownTimeAt,
  STOPPED_CLOCK,
  startClock,
  stopClock,
  timeIsUp,
  timeUpMoment,
  type FightClock,
} from './clock.js';

const rules = { durationMs: 90_000 };
const down = { direction: 'down', durationMs: 90_000 } as const;
const up = { direction: 'up', durationMs: 90_000 } as const;

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

  it('reads m:ss, a count-down rounding up and a count-up rounding down', () => {
    expect(clockText(90_000, 'down')).toBe('1:30');
    expect(clockText(89_100, 'down')).toBe('1:30');
    expect(clockText(89_100, 'up')).toBe('1:29');
    expect(clockText(400, 'down')).toBe('0:01');
    expect(clockText(0, 'down')).toBe('0:00');
    expect(clockText(-5, 'up')).toBe('0:00');
    expect(clockText(605_000, 'up')).toBe('10:05');
  });

  describe('time-up', () => {
    const ranOut = startClock(STOPPED_CLOCK, 0);

    it('stands at 0:00 on a count-down and at the limit on a count-up once the time is up', () => {
      expect(shownTimeAt(ranOut, down, 95_000)).toBe(0);
      expect(shownTimeAt(ranOut, up, 95_000)).toBe(90_000);
      expect(fightTimeAt(ranOut, 90_000, 95_000)).toBe(90_000);
      expect(shownTimeAt(ranOut, down, 30_000)).toBe(60_000);
      expect(shownTimeAt(ranOut, up, 30_000)).toBe(30_000);
    });

    it('knows when the time is up and when a running clock will run out', () => {
      expect(timeIsUp(ranOut, 90_000, 89_999)).toBe(false);
      expect(timeIsUp(ranOut, 90_000, 90_000)).toBe(true);
      expect(timeUpMoment(ranOut, 90_000, 10_000)).toBe(90_000);
      expect(timeUpMoment(ranOut, 90_000, 90_000)).toBeNull();
      expect(timeUpMoment(STOPPED_CLOCK, 90_000, 0)).toBeNull();
      const resumed = startClock({ running: false, elapsedMs: 80_000, startedAt: null }, 200_000);
      expect(timeUpMoment(resumed, 90_000, 200_000)).toBe(210_000);
    });

    it('keeps the fight time, not the overrun, when the judge stops the clock late', () => {
      expect(stopClock(ranOut, 120_000, 90_000)).toEqual({
        running: false,
        elapsedMs: 90_000,
        startedAt: null,
      });
      expect(stopClock(ranOut, 60_000, 90_000).elapsedMs).toBe(60_000);
    });

    it('gives back +5 s / +15 s from 0:00 however long ago the count-down ran out', () => {
      const stoppedLate = { running: false, elapsedMs: 130_000, startedAt: null };
      expect(remainingAt(addTime(stoppedLate, 5_000, down, 200_000), rules, 200_000)).toBe(5_000);
      const stillRunning = addTime(ranOut, 15_000, down, 120_000);
      expect(stillRunning).toEqual({ running: true, elapsedMs: 75_000, startedAt: 120_000 });
      expect(remainingAt(stillRunning, rules, 120_000)).toBe(15_000);
      expect(remainingAt(stillRunning, rules, 135_000)).toBe(0);
    });

    it('gives a count-up clock at its limit the time back too, and catches up only to the limit before', () => {
      expect(remainingAt(addTime(ranOut, 5_000, up, 100_000), rules, 100_000)).toBe(5_000);
      const nearLimit = { running: false, elapsedMs: 88_000, startedAt: null };
      expect(addTime(nearLimit, 5_000, up, 0).elapsedMs).toBe(90_000);
    });
  });

  describe('adding time', () => {
    it('gives a count-down clock more time left by taking the time off the elapsed time', () => {
      const clock = { running: false, elapsedMs: 30_000, startedAt: null };
      expect(addTime(clock, 15_000, down, 40_000)).toEqual({
        running: false,
        elapsedMs: 15_000,
        startedAt: null,
      });
    });

    it('never takes a count-down clock below its full duration', () => {
      const clock = { running: false, elapsedMs: 3_000, startedAt: null };
      expect(addTime(clock, 5_000, down, 40_000).elapsedMs).toBe(0);
      expect(canAddTime(STOPPED_CLOCK, 'down', 40_000)).toBe(false);
      expect(canAddTime(clock, 'down', 40_000)).toBe(true);
    });

    it('adds the time to what a count-up clock shows', () => {
      expect(addTime(STOPPED_CLOCK, 5_000, up, 40_000)).toEqual({
        running: false,
        elapsedMs: 5_000,
        startedAt: null,
      });
      expect(canAddTime(STOPPED_CLOCK, 'up', 40_000)).toBe(true);
    });

    it('rebases a running clock to the moment of the press', () => {
      const running = startClock(STOPPED_CLOCK, 10_000);
      const added = addTime(running, 5_000, down, 30_000);
      expect(added).toEqual({ running: true, elapsedMs: 15_000, startedAt: 30_000 });
      expect(elapsedAt(added, 31_000)).toBe(16_000);
    });

    it('keeps the start of a running clock when the press arrives before it', () => {
      const running = startClock({ running: false, elapsedMs: 20_000, startedAt: null }, 10_000);
      expect(addTime(running, 5_000, down, 4_000)).toEqual({
        running: true,
        elapsedMs: 15_000,
        startedAt: 10_000,
      });
    });
  });

  it('never loses counted time before the limit, whatever order the presses arrive in', () => {
    const press = fc.tuple(fc.constantFrom('start', 'stop', 'addUp'), fc.nat(100_000));
    fc.assert(
      fc.property(fc.array(press, { maxLength: 40 }), (presses) => {
        let clock: FightClock = STOPPED_CLOCK;
        for (const [kind, at] of presses) {
          const counted = clock.elapsedMs;
          if (kind === 'start') clock = startClock(clock, at);
          else if (kind === 'stop') clock = stopClock(clock, at);
          else clock = addTime(clock, 5_000, { direction: 'up', durationMs: Number.MAX_SAFE_INTEGER }, at);
          expect(clock.elapsedMs).toBeGreaterThanOrEqual(counted);
          expect(elapsedAt(clock, at)).toBeGreaterThanOrEqual(clock.elapsedMs);
        }
      }),
      { numRuns: 500 },
    );
  });
});
