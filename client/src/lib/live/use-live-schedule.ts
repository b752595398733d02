import type { FightState } from '@hema/shared/realtime/protocol';
import { fightsFingerprint, useFightChanges } from './use-fight-changes';

/** How long a burst of pushed changes is gathered before the schedule is fetched again. */
export const SCHEDULE_REFETCH_DELAY_MS = 300;

/**
 * What of a fight moves a schedule: whether it waits, runs or is over, its ring and place there, its fighters and
 * its call. Scores and clock ticks do not, so a schedule is not fetched again on every key press.
 */
export function scheduleKey(state: FightState): string {
  return [
    state.fightId,
    state.view.status,
    state.areaId ?? '',
    state.areaOrder ?? '',
    state.fighter1?._id ?? '',
    state.fighter2?._id ?? '',
    state.view.calledAt ?? '',
  ].join(':');
}

/** One string that changes whenever a fight of the rooms starts, ends, moves, is called, appears or is removed. */
export const scheduleFingerprint = (states: readonly FightState[], removed: ReadonlyMap<string, number>) =>
  fightsFingerprint(states, removed, scheduleKey);

/**
 * THE live hook of every schedule view (the tournament's Schedule tab, /my/schedule, follow-a-fighter, a club's and
 * a group's pages, the hall screen): joins `rooms` and calls `refetch` ~300 ms after the last pushed change that moves
 * a schedule — a fight starting, finishing, being reordered, moved, called or removed. The server recomputes the
 * estimates; the page just asks again.
 */
export function useLiveSchedule(rooms: readonly string[], refetch: () => unknown): void {
  useFightChanges(rooms, scheduleKey, refetch, SCHEDULE_REFETCH_DELAY_MS);
}
