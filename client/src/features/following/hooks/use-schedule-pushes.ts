import type { FightersSchedule } from '@hema/shared/contracts/schedule';
import { room } from '@hema/shared/realtime/protocol';
import { useEffect, useMemo, useRef } from 'react';
import { fightsInRooms, liveConnection } from '../../../lib/live/live-connection';
import { useLiveRooms } from '../../../lib/live/use-live';

/**
 * Keeps a members' schedule fresh: joins the rings of its fights and calls `refetch` when a fight there starts,
 * finishes, is called back or leaves the ring (what moves the queue and the estimates) — pushed, never polled.
 * Score and clock changes do not count, so a running fight does not reload the page on every hit.
 */
export function useSchedulePushes(schedule: FightersSchedule | undefined, refetch: () => void): void {
  const rings = useMemo(
    () => [...new Set((schedule?.fights ?? []).map((f) => room.area(f.ring._id)))].sort(),
    [schedule],
  );
  useLiveRooms(rings);
  const callback = useRef(refetch);
  useEffect(() => {
    callback.current = refetch;
  });
  const key = rings.join(',');
  useEffect(() => {
    const names = key ? key.split(',') : [];
    if (names.length === 0) return;
    let seen: string | null = null;
    const check = () => {
      const snapshot = liveConnection.snapshot;
      if (!names.every((name) => snapshot.loadedRooms.has(name))) return;
      const fingerprint = fightsInRooms(snapshot, names)
        .map((s) => `${s.fightId}:${s.view.status}:${s.areaId ?? ''}:${s.areaOrder ?? ''}`)
        .sort()
        .join('|');
      // The first answer only sets the base: the schedule was just loaded.
      if (seen !== null && seen !== fingerprint) callback.current();
      seen = fingerprint;
    };
    check();
    return liveConnection.subscribe(check);
  }, [key]);
}
