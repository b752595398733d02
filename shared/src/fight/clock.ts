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

/** Time left until the category's duration (the count-down display, the count-up limit); never below 0. */
export function remainingAt(clock: FightClock, rules: Pick<FightRules, 'durationMs'>, now: number): number {
  return Math.max(0, rules.durationMs - elapsedAt(clock, now));
}

/** Starts a stopped clock at `at`; a running clock is returned unchanged. */
export function startClock(clock: FightClock, at: number): FightClock {
  if (clock.running) return clock;
  return { running: true, elapsedMs: clock.elapsedMs, startedAt: at };
}

/** Stops the clock at `at`, folding the running stretch into `elapsedMs`. */
export function stopClock(clock: FightClock, at: number): FightClock {
  if (!clock.running) return clock;
  return { running: false, elapsedMs: elapsedAt(clock, at), startedAt: null };
}

/**
 * Adds time the way the timer button reads: the displayed time grows by `ms`.
 * - Count-down: more time left, so `ms` comes off the elapsed time, never below 0 (a clock
 *   showing its full duration cannot gain more).
 * - Count-up: the display shows elapsed time, so `ms` is added to it (the timekeeper catching up
 *   with a clock started late); the time left until the limit shrinks accordingly.
 * A running clock is rebased to `at` first, so the change applies to the time shown at `at`.
 */
export function addTime(clock: FightClock, ms: number, direction: TimerDirection, at: number): FightClock {
  const shown = elapsedAt(clock, at);
  const elapsedMs = direction === 'down' ? Math.max(0, shown - ms) : shown + ms;
  const startedAt = clock.running && clock.startedAt !== null ? Math.max(at, clock.startedAt) : null;
  return { running: clock.running, elapsedMs, startedAt };
}

/** Whether ADD_TIME at `at` would change the clock (a full count-down clock cannot gain time). */
export function canAddTime(clock: FightClock, direction: TimerDirection, at: number): boolean {
  return direction === 'up' || elapsedAt(clock, at) > 0;
}
