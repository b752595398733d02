import type { FightRules } from './rules.js';

/**
 * The fight clock as data. While running, the time on the clock is `elapsedMs` plus the time since
 * `startedAt`; the server never broadcasts ticks, every screen renders this locally.
 */
export interface FightClock {
  running: boolean;
  /** Time accumulated up to `startedAt` (or up to the last stop). */
  elapsedMs: number;
  /** When the current running stretch began; null while stopped. */
  startedAt: number | null;
}

export type TimerDirection = FightRules['timerDirection'];

export const STOPPED_CLOCK: FightClock = { running: false, elapsedMs: 0, startedAt: null };

/**
 * Fight time at `now`. A `now` earlier than `startedAt` counts as `startedAt`, so an event that
 * arrives out of order never makes the clock run backwards.
 */
export function elapsedAt(clock: FightClock, now: number): number {
  if (!clock.running || clock.startedAt === null) return clock.elapsedMs;
  return clock.elapsedMs + Math.max(0, now - clock.startedAt);
}

/** What a clock needs to know of the category to be read: its direction and the fight time. */
export interface ClockTiming {
  direction: TimerDirection;
  durationMs: number;
}

/**
 * Fight time at `now`, never past the category's duration: once the time is up the clock stands at the limit
 * (0:00 on a count-down, the fight time on a count-up) however long the judge takes to stop it.
 */
export function fightTimeAt(clock: FightClock, durationMs: number, now: number): number {
  return Math.min(durationMs, elapsedAt(clock, now));
}

/** Time left until the category's duration (the count-down display, the count-up limit); never below 0. */
export function remainingAt(clock: FightClock, rules: Pick<FightRules, 'durationMs'>, now: number): number {
  return Math.max(0, rules.durationMs - elapsedAt(clock, now));
}

/** The time the clock face shows at `now`: time left on a count-down, time fought on a count-up. */
export function shownTimeAt(clock: FightClock, timing: ClockTiming, now: number): number {
  return timing.direction === 'down'
    ? remainingAt(clock, timing, now)
    : fightTimeAt(clock, timing.durationMs, now);
}

/** Whether the fight time has run out at `now` (a count-down at 0:00, a count-up at its limit). */
export function timeIsUp(clock: FightClock, durationMs: number, now: number): boolean {
  return elapsedAt(clock, now) >= durationMs;
}

/**
 * When a running clock runs out, or null when it is stopped or already out: a screen schedules its time-up signal
 * for that moment instead of polling.
 */
export function timeUpMoment(clock: FightClock, durationMs: number, now: number): number | null {
  if (!clock.running || clock.startedAt === null || timeIsUp(clock, durationMs, now)) return null;
  return clock.startedAt + (durationMs - clock.elapsedMs);
}

/** Starts a stopped clock at `at`; a running clock is returned unchanged. */
export function startClock(clock: FightClock, at: number): FightClock {
  if (clock.running) return clock;
  return { running: true, elapsedMs: clock.elapsedMs, startedAt: at };
}

/**
 * Stops the clock at `at`, folding the running stretch into `elapsedMs`. Given the fight time, a clock stopped
 * after time-up keeps the fight time, not the minutes it ran on before the judge stopped it.
 */
export function stopClock(clock: FightClock, at: number, durationMs = Number.POSITIVE_INFINITY): FightClock {
  if (!clock.running) return clock;
  return { running: false, elapsedMs: fightTimeAt(clock, durationMs, at), startedAt: null };
}

/**
 * Adds time the way the timer button reads.
 * - Count-down: the time left grows by `ms` (less elapsed, never below 0: a clock showing its full duration cannot
 *   gain more). After time-up the clock gives back that time from 0:00: `ms` left, however long ago time ran out.
 * - Count-up before the limit: the display shows elapsed time, so `ms` is added to it (the timekeeper catching up
 *   with a clock started late), up to the limit. At the limit the button means what it means on a count-down: the
 *   fighters get `ms` more, so the clock goes back to `ms` before the limit.
 * A running clock is rebased to `at` first, so the change applies to the time shown at `at`.
 */
export function addTime(clock: FightClock, ms: number, timing: ClockTiming, at: number): FightClock {
  const { direction, durationMs } = timing;
  const fought = fightTimeAt(clock, durationMs, at);
  const elapsedMs =
    direction === 'down' || fought >= durationMs
      ? Math.max(0, fought - ms)
      : Math.min(durationMs, fought + ms);
  const startedAt = clock.running && clock.startedAt !== null ? Math.max(at, clock.startedAt) : null;
  return { running: clock.running, elapsedMs, startedAt };
}

/** Whether ADD_TIME at `at` would change the clock (a full count-down clock cannot gain time). */
export function canAddTime(clock: FightClock, direction: TimerDirection, at: number): boolean {
  return direction === 'up' || elapsedAt(clock, at) > 0;
}

/**
 * The clock face, `m:ss`. A count-down rounds up, so it reads 1:30 for the whole first second and 0:00 only when
 * time is out; a count-up rounds down, so it reads 0:00 until a full second has passed.
 */
export function clockText(ms: number, direction: TimerDirection): string {
  const safe = Math.max(0, ms);
  const seconds = direction === 'down' ? Math.ceil(safe / 1000) : Math.floor(safe / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
