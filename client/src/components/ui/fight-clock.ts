import { elapsedAt, remainingAt } from '@hema/shared/fight/clock';
import type { FightView } from '@hema/shared/fight/fight-engine';

export type ViewClock = FightView['clock'];

/**
 * The time a fight clock shows at server time `now`: the time left on a count-down clock, the time fought on a
 * count-up one. The clock is data (architecture.md §4); every screen renders it locally from the view.
 */
export function clockShownMs(clock: ViewClock, now: number): number {
  return clock.direction === 'down'
    ? remainingAt(clock, { durationMs: clock.durationMs }, now)
    : elapsedAt(clock, now);
}

/**
 * `m:ss`. A count-down clock rounds up, so it reads 1:30 for the whole first second and 0:00 only when time is
 * out; a count-up clock rounds down, so it reads 0:00 until a full second has passed.
 */
export function formatClock(ms: number, direction: ViewClock['direction']): string {
  const seconds = Math.max(0, direction === 'down' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether a count-down clock has run out, or a count-up clock has reached the category's fight time. */
export function clockExpired(clock: ViewClock, now: number): boolean {
  return elapsedAt(clock, now) >= clock.durationMs;
}
