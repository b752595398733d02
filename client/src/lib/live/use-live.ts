import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { FightCommand, FightCommandAnswer, FightState } from '@hema/shared/realtime/protocol';
import { room } from '@hema/shared/realtime/protocol';
import { fightsInRooms, liveConnection, type LiveSnapshot, type LiveStatus } from './live-connection';

function useLiveSnapshot<T>(select: (snapshot: LiveSnapshot) => T): T {
  return useSyncExternalStore(liveConnection.subscribe, () => select(liveConnection.snapshot));
}

/** Keeps the rooms joined while the component is mounted. */
export function useLiveRooms(rooms: readonly string[]): void {
  const key = rooms.join(',');
  useEffect(() => {
    if (!key) return;
    return liveConnection.retain(key.split(','));
  }, [key]);
}

export interface LiveFights {
  /** Newest states of the fights in the rooms, in no particular order; fights that left the rooms are not here. */
  states: FightState[];
  /** The first subscription answer for every room has arrived. */
  ready: boolean;
  /** fightId → version of fights deleted since the page loaded: pages built from REST data hide them and reload. */
  removed: ReadonlyMap<string, number>;
}

/** Live states of every fight in the rooms (spectators, judges); re-renders on every change. */
export function useFightStates(rooms: readonly string[]): LiveFights {
  useLiveRooms(rooms);
  const all = useLiveSnapshot((s) => s.states);
  const leftRooms = useLiveSnapshot((s) => s.leftRooms);
  const removed = useLiveSnapshot((s) => s.removed);
  const loaded = useLiveSnapshot((s) => s.loadedRooms);
  const key = rooms.join(',');
  const states = useMemo(
    () => fightsInRooms({ states: all, leftRooms }, key ? key.split(',') : []),
    [all, leftRooms, key],
  );
  const ready = useMemo(() => (key ? key.split(',').every((name) => loaded.has(name)) : true), [loaded, key]);
  return { states, ready, removed };
}

export function useLiveStatus(): LiveStatus {
  return useLiveSnapshot((s) => s.status);
}

/**
 * Local time the live connection was lost, or null while it holds: live pages show the connection-lost notice, say
 * LIVE nowhere and stop their clocks at that moment until the connection is back.
 */
export function useConnectionLostAt(): number | null {
  return useLiveSnapshot((s) => s.lostAt);
}

/** Server time minus local time, ms. */
export function useServerOffset(): number {
  return useLiveSnapshot((s) => s.offsetMs);
}

/** A ring as the judge console needs it over the websocket (the polling console has its own twin). */
export interface LiveRing {
  states: FightState[];
  ready: boolean;
  online: boolean;
  offsetMs: number;
  send: (command: FightCommand) => Promise<FightCommandAnswer>;
}

export function useLiveRing(areaId: string): LiveRing {
  const { states, ready } = useFightStates([room.area(areaId)]);
  const status = useLiveStatus();
  const offsetMs = useServerOffset();
  const send = useCallback((command: FightCommand) => liveConnection.sendCommand(command), []);
  return { states, ready, online: status === 'online', offsetMs, send };
}
