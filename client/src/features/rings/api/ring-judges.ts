import { ringJudgesContract } from '@hema/shared/contracts/ring-judges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/** The organizer's side of ring judges: who judges a ring, their commands, invitations, revocation. */

/** GET /areas/{id}/judges: judges (standing and revoked), open invitation codes and the judges' latest commands. */
export function useRingJudgesQuery(id: string | null) {
  return useQuery({
    ...endpointQuery(ringJudgesContract.list, { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

/** GET /areas/{id}/judge-candidates?q=: accounts by name or exact e-mail, at most 10. */
export function useJudgeCandidatesQuery(id: string, q: string) {
  return useQuery({
    ...endpointQuery(ringJudgesContract.candidates, { params: { id }, query: { q } }),
    enabled: q.trim().length >= 2,
  });
}

function useRefetchJudges(id: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: endpointKeyPrefix(ringJudgesContract.list, { id }) });
}

/** POST /areas/{id}/judges: the picked account judges the ring. */
export function useAddRingJudge(id: string) {
  const refetch = useRefetchJudges(id);
  return useMutation({
    mutationFn: (userId: string) =>
      callEndpoint(ringJudgesContract.add, { params: { id }, body: { userId } }),
    onSuccess: refetch,
  });
}

/** POST /areas/{id}/judge-invites: a one-use code that runs until the end of the event. */
export function useCreateJudgeInvite(id: string) {
  const refetch = useRefetchJudges(id);
  return useMutation({
    mutationFn: () => callEndpoint(ringJudgesContract.invite, { params: { id } }),
    onSuccess: refetch,
  });
}

/** DELETE /areas/{id}/judge-invites/{code}. */
export function useCancelJudgeInvite(id: string) {
  const refetch = useRefetchJudges(id);
  return useMutation({
    mutationFn: (code: string) => callEndpoint(ringJudgesContract.cancelInvite, { params: { id, code } }),
    onSuccess: refetch,
  });
}

/** DELETE /areas/{id}/judges/{judgeId}: the judge's next command is refused. */
export function useRevokeRingJudge(id: string) {
  const refetch = useRefetchJudges(id);
  return useMutation({
    mutationFn: (judgeId: string) => callEndpoint(ringJudgesContract.revoke, { params: { id, judgeId } }),
    onSuccess: refetch,
  });
}
