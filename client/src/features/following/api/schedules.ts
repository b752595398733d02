import { followingContract } from '@hema/shared/contracts/following';
import { scheduleContract } from '@hema/shared/contracts/schedule';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /my/following/groups/{id}/schedule: the group's members' fights not over yet. */
export function useGroupScheduleQuery(id: string) {
  return useQuery({
    ...endpointQuery(followingContract.groupSchedule, { params: { id } }),
    enabled: !!id,
    meta: { silent: true },
  });
}

/** GET /clubs/{id}/schedule: the club's members' fights not over yet. */
export function useClubScheduleQuery(id: string) {
  return useQuery({
    ...endpointQuery(scheduleContract.club, { params: { id } }),
    enabled: !!id,
    meta: { silent: true },
  });
}
