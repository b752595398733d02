import { teamsContract } from '@hema/shared/contracts/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/** GET /my/teams: the teams the signed-in fencer is named in, open invitations first. */
export function useMyTeams() {
  return useQuery(endpointQuery(teamsContract.mine));
}

/** POST /teams/{id}/invitation: accept or decline a captain's invitation. */
export function useAnswerTeamInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, accept }: { teamId: string; accept: boolean }) =>
      callEndpoint(teamsContract.answerInvitation, { params: { id: teamId }, body: { accept } }),
    onSettled: () =>
      Promise.all(
        [teamsContract.mine, teamsContract.list].map((e) =>
          client.invalidateQueries({ queryKey: endpointKeyPrefix(e) }),
        ),
      ),
  });
}
