import { useEffect, useRef } from 'react';
import type { FightState } from '@hema/shared/realtime/protocol';
import { fightsInRooms, liveConnection } from './live-connection';
import { useLiveRooms } from './use-live';

/**
 * What of a fight changes a standings table: whether it is over, its result and score, doubles and cards. Clock
 * ticks and points of a running fight do not, so a table is not fetched again on every key press.
 */
export function resultKey(state: FightState): string {
  const { view } = state;
  if (view.status !== 'finished' && view.status !== 'cancelled') return `${state.fightId}:open`;
  const cards = view.cards;
  return [
    state.fightId,
    view.status,
    view.result,
    view.score1,
    view.score2,
    view.doubles,
    cards.yellow1 + cards.red1,
    cards.yellow2 + cards.red2,
  ].join(':');
}

/** One string that changes whenever a result in the rooms changes, a fight appears or one is removed. */
export function resultsFingerprint(
  states: readonly FightState[],
  removed: ReadonlyMap<string, number>,
): string {
  return `${states.map(resultKey).sort().join('|')}#${[...removed.keys()].sort().join(',')}`;
}

/**
 * Calls `onChange` when the live connection pushes a fight result of the rooms (a fight finished, was fixed,
 * restarted or removed), and once when the rooms' first states arrive, in case a fight finished between the page's
 * REST load and the subscription. Pushed, never polled: nothing happens while no fight result changes.
 */
export function useResultChanges(rooms: readonly string[], onChange: () => void): void {
  useLiveRooms(rooms);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  const key = rooms.join(',');
  // Watched outside React: the host re-renders only through what `onChange` refetches, not on every score or clock
  // change pushed to the rooms (a re-render from the live store is a blocking one).
  useEffect(() => {
    const names = key ? key.split(',') : [];
    let seen: string | null = null;
    let last: unknown[] = [];
    const check = () => {
      const snapshot = liveConnection.snapshot;
      const inputs = [snapshot.states, snapshot.leftRooms, snapshot.removed, snapshot.loadedRooms];
      if (inputs.every((input, i) => input === last[i])) return;
      last = inputs;
      if (!names.every((name) => snapshot.loadedRooms.has(name))) return;
      const fingerprint = resultsFingerprint(fightsInRooms(snapshot, names), snapshot.removed);
      if (seen === fingerprint) return;
      seen = fingerprint;
      callback.current();
    };
    check();
    return liveConnection.subscribe(check);
  }, [key]);
}
