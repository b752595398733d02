import { useEffect, useRef } from 'react';
import type { FightState } from '@hema/shared/realtime/protocol';
import { fightsInRooms, liveConnection } from './live-connection';
import { useLiveRooms } from './use-live';

/** How long a burst of pushed changes is gathered before the schedule is fetched again. */
export const SCHEDULE_REFETCH_DELAY_MS = 300;

/**
 * What of a fight moves a schedule: whether it waits, runs or is over, its ring and place there, its fighters and
 * its call. Scores and clock ticks do not, so a schedule is not fetched again on every key press. The call is read
 * tolerantly: the state carries `calledAt` once the call key exists (issue 32, "calls").
 */
export function scheduleKey(state: FightState): string {
  const called = (state.view as { calledAt?: unknown }).calledAt ?? '';
  return [
    state.fightId,
    state.view.status,
    state.areaId ?? '',
    state.areaOrder ?? '',
    state.fighter1?._id ?? '',
    state.fighter2?._id ?? '',
    String(called),
  ].join(':');
}

/** One string that changes whenever a fight of the rooms starts, ends, moves, is called, appears or is removed. */
export function scheduleFingerprint(
  states: readonly FightState[],
  removed: ReadonlyMap<string, number>,
): string {
  return `${states.map(scheduleKey).sort().join('|')}#${[...removed.keys()].sort().join(',')}`;
}

/**
 * THE live hook of every schedule view (the tournament's Schedule tab, /my/schedule, follow-a-fighter, a club's and
 * a group's pages, the hall screen): joins `rooms` (a tournament's, a ring's, fighters' rooms of
 * shared/src/realtime/protocol.ts) and calls `refetch` ~300 ms after the last pushed change that moves a schedule — a
 * fight starting, finishing, being reordered, moved, called or removed. The server recomputes the estimates; the page
 * just asks again. Pushed, never polled: nothing is fetched while the rings stand still (pages that show times
 * relative to now refetch on an interval of their own).
 */
export function useLiveSchedule(rooms: readonly string[], refetch: () => unknown): void {
  useLiveRooms(rooms);
  const callback = useRef(refetch);
  useEffect(() => {
    callback.current = refetch;
  });
  const key = rooms.join(',');
  useEffect(() => {
    const names = key ? key.split(',') : [];
    if (names.length === 0) return;
    let seen: string | null = null;
    let last: unknown[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const snapshot = liveConnection.snapshot;
      const inputs = [snapshot.states, snapshot.leftRooms, snapshot.removed, snapshot.loadedRooms];
      if (inputs.every((input, i) => input === last[i])) return;
      last = inputs;
      if (!names.every((name) => snapshot.loadedRooms.has(name))) return;
      const fingerprint = scheduleFingerprint(fightsInRooms(snapshot, names), snapshot.removed);
      // Also once when the rooms' first states arrive: a fight may have moved between the page's fetch and then.
      if (seen === fingerprint) return;
      seen = fingerprint;
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), SCHEDULE_REFETCH_DELAY_MS);
    };
    check();
    const stop = liveConnection.subscribe(check);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [key]);
}
