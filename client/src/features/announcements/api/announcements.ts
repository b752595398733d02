import {
  announcementsContract,
  type Announcement,
  type CreateAnnouncement,
} from '@hema/shared/contracts/announcements';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callEndpoint, endpointQuery, listPageQuery } from '../../../lib/endpoint-client';
import { endpointKey, endpointKeyPrefix } from '../../../lib/query-keys';
import { useLiveStatus } from '../../../lib/live/use-live';
import { useLiveAnnouncements } from '../../../lib/live/use-live-announcements';

export type { Announcement };

/** How often the current announcements are read while nothing can be pushed. */
const OFFLINE_REFETCH_MS = 30_000;

/** GET /tournaments/{key}/announcements/current: the current ones the caller may read, newest first. */
export const currentAnnouncementsQuery = (key: string) =>
  queryOptions({
    ...endpointQuery(announcementsContract.current, { params: { id: key } }),
    staleTime: 60_000,
    meta: { silent: true },
  });

/**
 * A tournament's current announcements, kept live: a pushed one is added (or dropped when withdrawn) at once, a
 * judges' one — pushed without its text — is read again, and so is everything after the connection comes back (what
 * was sent meanwhile). `key` is how the page names the tournament (idString or id), `tournamentId` its id.
 */
export function useCurrentAnnouncements(key: string, tournamentId: string | undefined): Announcement[] {
  const client = useQueryClient();
  const status = useLiveStatus();
  // Without the socket (a console fallen back to polling, a venue that blocks WebSockets) nothing is pushed: read
  // them now and then instead, so the judges still see the organizer's calls.
  const query = useQuery({
    ...currentAnnouncementsQuery(key),
    enabled: !!key,
    refetchInterval: status === 'online' ? false : OFFLINE_REFETCH_MS,
  });
  type Current = { items: Announcement[] };
  useLiveAnnouncements(tournamentId, (pushed) => {
    if (pushed.announcement && !pushed.withdrawn) {
      const added = pushed.announcement;
      client.setQueryData<Current>(endpointKey(announcementsContract.current, { id: key }), (old) => ({
        items: [added, ...(old?.items ?? []).filter((a) => a._id !== added._id)],
      }));
    } else if (pushed.withdrawn) {
      client.setQueryData<Current>(endpointKey(announcementsContract.current, { id: key }), (old) =>
        old ? { items: old.items.filter((a) => a._id !== pushed.announcementId) } : old,
      );
    } else {
      void client.invalidateQueries({ queryKey: endpointKey(announcementsContract.current, { id: key }) });
    }
  });
  const wasOnline = useRef(status === 'online');
  useEffect(() => {
    if (status === 'online' && !wasOnline.current)
      void client.invalidateQueries({ queryKey: endpointKey(announcementsContract.current, { id: key }) });
    wasOnline.current = status === 'online';
  }, [status, client, key]);
  return query.data?.items ?? [];
}

/** GET /tournaments/{id}/announcements: the organizer's list, one page. */
export function useAnnouncementsListQuery(tournamentId: string, page: number, perPage: number) {
  return useQuery(
    listPageQuery(announcementsContract.list, {
      params: { id: tournamentId },
      query: { page: String(page), perPage: String(perPage), sort: '-createdAt' },
    }),
  );
}

function useRefetchAnnouncements(tournamentId: string) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      queryKey: endpointKeyPrefix(announcementsContract.list, { id: tournamentId }),
    });
}

/** POST /tournaments/{id}/announcements. */
export function useSendAnnouncement(tournamentId: string) {
  const refetch = useRefetchAnnouncements(tournamentId);
  return useMutation({
    mutationFn: (body: CreateAnnouncement) =>
      callEndpoint(announcementsContract.create, { params: { id: tournamentId }, body }),
    onSuccess: refetch,
  });
}

/** POST /announcements/{id}/withdraw. */
export function useWithdrawAnnouncement(tournamentId: string) {
  const refetch = useRefetchAnnouncements(tournamentId);
  return useMutation({
    mutationFn: (id: string) => callEndpoint(announcementsContract.withdraw, { params: { id } }),
    onSuccess: refetch,
  });
}
