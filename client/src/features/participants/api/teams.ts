import { clubsContract } from '@hema/shared/contracts/catalog';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { teamsContract } from '@hema/shared/contracts/teams';
import { usersContract } from '@hema/shared/contracts/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKey, endpointKeyPrefix } from '../../../lib/query-keys';

/** Every cached page of teams (and users and clubs, which a team made on the spot may add). */
function useRefreshTeams() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKeyPrefix(teamsContract.list) }),
      client.invalidateQueries({ queryKey: endpointKeyPrefix(usersContract.list) }),
      client.invalidateQueries({ queryKey: endpointKeyPrefix(clubsContract.list) }),
    ]);
}

/** POST /nominations/{id}/teams: a team with its line-up. */
export function useCreateTeam(nominationId: string) {
  const refresh = useRefreshTeams();
  return useMutation({
    mutationFn: (body: BodyOf<typeof teamsContract.create>) =>
      callEndpoint(teamsContract.create, { params: { id: nominationId }, body }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}

/** PUT /teams/{id}: name, club, line-up (order swaps members and reserves), seed, dropped out. */
export function useUpdateTeam() {
  const refresh = useRefreshTeams();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<typeof teamsContract.update> }) =>
      callEndpoint(teamsContract.update, { params: { id }, body }),
    meta: { inlineErrors: true },
    onSettled: refresh,
  });
}

/** GET /fights/{id}/bouts: a team match with its relay bouts. */
export function useTeamMatch(matchId: string | undefined) {
  const params = { id: matchId ?? '' };
  return useQuery({
    queryKey: endpointKey(teamsContract.match, params),
    queryFn: () => callEndpoint(teamsContract.match, { params }),
    enabled: !!matchId,
  });
}
