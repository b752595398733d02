import { panelContract } from '@hema/shared/contracts/panel';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLivePanel } from '../../../lib/live/use-live-panel';
import { useLiveStatus } from '../../../lib/live/use-live';
import { endpointKey, endpointKeyPrefix } from '../../../lib/query-keys';

/** While the live connection is down, the seat pages ask for the panel this often instead of being told. */
export const PANEL_FALLBACK_POLL_MS = 10_000;

/**
 * Keeps a ring's panel queries (its seats, and its fights' calls and decisions) current by push: the server says
 * "the panel changed" in the ring's panel room and the queries are read again. Back from a lost connection,
 * everything is read again (pushes sent meanwhile are gone). Returns the poll interval the queries take: none while
 * connected, a slow one while not.
 */
export function usePanelPush(areaId: string): number | false {
  const queryClient = useQueryClient();
  const status = useLiveStatus();
  useLivePanel(areaId, ({ fightId }) => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(panelContract.ring, { id: areaId }) });
    if (fightId)
      void queryClient.invalidateQueries({ queryKey: endpointKey(panelContract.fight, { id: fightId }) });
    else void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix(panelContract.fight) });
  });
  const wasOnline = useRef(status === 'online');
  useEffect(() => {
    const online = status === 'online';
    if (online && !wasOnline.current) {
      void queryClient.invalidateQueries({ queryKey: endpointKey(panelContract.ring, { id: areaId }) });
      void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix(panelContract.fight) });
    }
    wasOnline.current = online;
  }, [status, areaId, queryClient]);
  return status === 'online' ? false : PANEL_FALLBACK_POLL_MS;
}
