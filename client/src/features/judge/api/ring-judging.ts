import { ringJudgesContract } from '@hema/shared/contracts/ring-judges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKey, endpointKeyPrefix } from '../../../lib/query-keys';

/** The judge's side: may I score this ring, which rings do I judge, take an invitation code. */

/** GET /areas/{id}/access: asked by the console before it offers keys; refetched when a command says "revoked". */
export function useRingAccessQuery(areaId: string) {
  return useQuery({
    queryKey: endpointKey(ringJudgesContract.access, { id: areaId }),
    // A refusal here is the console's to explain, not a reason to end the session.
    queryFn: ({ signal }) =>
      callEndpoint(ringJudgesContract.access, { params: { id: areaId }, signal, onUnauthorized: 'throw' }),
    retry: false,
  });
}

/** GET /my/judging: the rings the signed-in person judges. */
export function useMyJudgingQuery() {
  return useQuery({
    queryKey: endpointKey(ringJudgesContract.mine),
    queryFn: ({ signal }) => callEndpoint(ringJudgesContract.mine, { signal }),
  });
}

/** POST /judge-invites/accept: the code (typed or from the link) makes the person a judge of its ring. */
export function useAcceptJudgeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(ringJudgesContract.accept, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKeyPrefix(ringJudgesContract.mine) }),
    meta: { inlineErrors: true },
  });
}
