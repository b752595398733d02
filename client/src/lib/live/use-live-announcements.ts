import { useEffect, useRef } from 'react';
import { room, type LiveAnnouncement } from '@hema/shared/realtime/protocol';
import { liveConnection } from './live-connection';
import { useLiveRooms } from './use-live';

/**
 * Holds the tournament's news room while mounted and calls `listener` with each announcement sent or withdrawn
 * there. The room carries no fights, so a page pays nothing for the tournament's scores to hear its announcements.
 */
export function useLiveAnnouncements(
  tournamentId: string | undefined,
  listener: (announcement: LiveAnnouncement) => void,
): void {
  useLiveRooms(tournamentId ? [room.news(tournamentId)] : []);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!tournamentId) return;
    return liveConnection.onAnnouncement((announcement) => {
      if (announcement.tournamentId === tournamentId) latest.current(announcement);
    });
  }, [tournamentId]);
}
