import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { followingContract } from '@hema/shared/contracts/following';
import { scheduleContract, type FightersSchedule } from '@hema/shared/contracts/schedule';
import { room } from '@hema/shared/realtime/protocol';
import { endpointQuery } from '../../../lib/endpoint-client';
import { useLiveSchedule } from '../../../lib/live/use-live-schedule';

export type {
  FightersSchedule,
  QueuePlace,
  RingSchedule,
  ScheduledFight,
  TournamentSchedule,
} from '@hema/shared/contracts/schedule';

/**
 * The times are relative to now (an idle ring's next fight is "now", a running fight ends later than planned), so a
 * shown schedule is asked for again this often even when no fight moved; every fight start, finish or reorder
 * refetches it at once through {@link useLiveSchedule}.
 */
export const SCHEDULE_REFRESH_MS = 60_000;

const live = { refetchInterval: SCHEDULE_REFRESH_MS, placeholderData: keepPreviousData } as const;

export interface ScheduleQueryOptions {
  /**
   * No error notice when the fetch fails: for a page where the schedule is a side panel (a club's page, the hall
   * screen) and a failed read just leaves the times out until the next one.
   */
  silent?: boolean;
}

const options = ({ silent = false }: ScheduleQueryOptions) => ({ ...live, meta: { silent } });

/** GET /tournaments/{id}/schedule (every ring's queue with estimates), fetched again live on the tournament's room. */
export function useTournamentSchedule(tournamentId: string | undefined, opts: ScheduleQueryOptions = {}) {
  const query = useQuery({
    ...endpointQuery(scheduleContract.tournament, { params: { id: tournamentId ?? '' }, query: {} }),
    enabled: !!tournamentId,
    ...options(opts),
  });
  useLiveSchedule(tournamentId ? [room.tournament(tournamentId)] : [], query.refetch);
  return query;
}

/** The live rooms of a fighters' list: the tournaments its fights are in (and the fighters' own rooms). */
function useFightersRooms(data: FightersSchedule | undefined, fighterIds: readonly string[]): string[] {
  const tournaments = useMemo(
    () => [...new Set((data?.fights ?? []).map((f) => f.tournament._id))].sort().join(','),
    [data],
  );
  const fighters = fighterIds.join(',');
  return useMemo(
    () => [
      ...(fighters ? fighters.split(',').map((id) => room.fighter(id)) : []),
      // A socket message takes at most 20 rooms: a list spread over more tournaments than that is rare.
      ...(tournaments
        ? tournaments
            .split(',')
            .slice(0, 15)
            .map((id) => room.tournament(id))
        : []),
    ],
    [tournaments, fighters],
  );
}

/** GET /my/schedule: the signed-in person's fights not over, soonest first, with conflicts; live. */
export function useMySchedule(userId: string | undefined) {
  const query = useQuery({ ...endpointQuery(scheduleContract.mine), enabled: !!userId, ...options({}) });
  useLiveSchedule(useFightersRooms(query.data, userId ? [userId] : []), query.refetch);
  return query;
}

/** The endpoints that answer a fighters' list by one id: a fighter's, a club's, a followed group's. */
type FightersListEndpoint =
  typeof scheduleContract.fighter | typeof scheduleContract.club | typeof followingContract.groupSchedule;

/** One of those lists, live on its tournaments' rooms (and `fighterIds`' own rooms). */
function useFightersList(
  endpoint: FightersListEndpoint,
  id: string | undefined,
  fighterIds: readonly string[],
  opts: ScheduleQueryOptions,
) {
  const query = useQuery({
    ...endpointQuery(endpoint, { params: { id: id ?? '' } }),
    enabled: !!id,
    ...options(opts),
  });
  useLiveSchedule(useFightersRooms(query.data, fighterIds), query.refetch);
  return query;
}

/** GET /fighters/{id}/schedule: a fighter's (or a team's) fights not over in public tournaments; live. */
export function useFighterSchedule(fighterId: string | undefined) {
  return useFightersList(scheduleContract.fighter, fighterId, fighterId ? [fighterId] : [], {});
}

/** GET /clubs/{id}/schedule: a club's members' fights not over in public tournaments; live. */
export function useClubSchedule(clubId: string | undefined, opts: ScheduleQueryOptions = {}) {
  return useFightersList(scheduleContract.club, clubId, [], opts);
}

/**
 * GET /my/following/groups/{id}/schedule: the fights not over of the members of one of the caller's groups, in
 * public tournaments; live (the endpoint is the following module's, the list is a fighters' schedule like the rest).
 */
export function useGroupSchedule(groupId: string | undefined, opts: ScheduleQueryOptions = {}) {
  return useFightersList(followingContract.groupSchedule, groupId, [], opts);
}
