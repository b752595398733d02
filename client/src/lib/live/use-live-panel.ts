import { useEffect, useRef } from 'react';
import { room, type PanelChanged } from '@hema/shared/realtime/protocol';
import { liveConnection } from './live-connection';
import { useLiveRooms } from './use-live';

/**
 * Holds a ring's panel room while mounted and calls `listener` each time the server says the ring's panel changed
 * (a seat, a call, a decision). The server lets only the ring's judges, its organizer and admins join; anyone else
 * simply hears nothing.
 */
export function useLivePanel(areaId: string, listener: (changed: PanelChanged) => void): void {
  useLiveRooms(areaId ? [room.panel(areaId)] : []);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!areaId) return;
    return liveConnection.onPanelChange((changed) => {
      if (changed.areaId === areaId) latest.current(changed);
    });
  }, [areaId]);
}
