import { useEffect, useRef } from 'react';
import type { FightState } from '@hema/shared/realtime/protocol';
import { fightsInRooms, liveConnection } from './live-connection';
import { useLiveRooms } from './use-live';

/** One string that changes whenever a fight's `keyOf` in the rooms changes, a fight appears or one is removed. */
export function fightsFingerprint(
  states: readonly FightState[],
  removed: ReadonlyMap<string, number>,
  keyOf: (state: FightState) => string,
): string {
  return `${states.map(keyOf).sort().join('|')}#${[...removed.keys()].sort().join(',')}`;
}

/**
 * Joins `rooms` and calls `onChange` (after `delayMs`, merging a burst) when what `keyOf` reads of their fights
 * changes, and once when the rooms' first states arrive, in case something moved between the page's REST load and the
 * subscription. The one watcher behind the standings' and the schedules' live refetches. Watched outside React: the
 * host re-renders only through what `onChange` refetches, not on every score or clock change pushed to the rooms (a
 * re-render from the live store is a blocking one). Pushed, never polled.
 */
export function useFightChanges(
  rooms: readonly string[],
  keyOf: (state: FightState) => string,
  onChange: () => unknown,
  delayMs = 0,
): void {
  useLiveRooms(rooms);
  const callback = useRef(onChange);
  const key = useRef(keyOf);
  useEffect(() => {
    callback.current = onChange;
    key.current = keyOf;
  });
  const roomKey = rooms.join(',');
  useEffect(() => {
    const names = roomKey ? roomKey.split(',') : [];
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
      const fingerprint = fightsFingerprint(fightsInRooms(snapshot, names), snapshot.removed, key.current);
      if (seen === fingerprint) return;
      seen = fingerprint;
      clearTimeout(timer);
      if (delayMs > 0) timer = setTimeout(() => callback.current(), delayMs);
      else callback.current();
    };
    check();
    const stop = liveConnection.subscribe(check);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [roomKey, delayMs]);
}
