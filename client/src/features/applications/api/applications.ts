import { applicationsContract } from '@hema/shared/contracts/applications';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { participantsContract } from '@hema/shared/contracts/participants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/** Every cached view of applications (and of the categories' fighters, which approvals change). */
function useRefreshApplications() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        applicationsContract.list,
        applicationsContract.mine,
        applicationsContract.get,
        applicationsContract.public,
        participantsContract.list,
      ].map((e) => client.invalidateQueries({ queryKey: endpointKeyPrefix(e) })),
    );
}

/** GET /my/applications: the signed-in fighter's applications, newest first. */
export function useMyApplications(enabled = true) {
  return useQuery({ ...endpointQuery(applicationsContract.mine), enabled });
}

/** POST /my/applications/seen: the changes shown are no longer new on the next visit. */
export function useMarkApplicationsSeen() {
  return useMutation({ mutationFn: () => callEndpoint(applicationsContract.markSeen) });
}

/** POST /tournaments/{id}/applications: apply for categories with the tournament's form. */
export function useApply(tournamentId: string) {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (body: BodyOf<typeof applicationsContract.apply>) =>
      callEndpoint(applicationsContract.apply, { params: { id: tournamentId }, body }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}

/** PUT /applications/{id}: new answers while pending or on the waiting list. */
export function useEditApplication() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: ({
      id,
      answers,
    }: {
      id: string;
      answers: BodyOf<typeof applicationsContract.update>['answers'];
    }) => callEndpoint(applicationsContract.update, { params: { id }, body: { answers } }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}

/** DELETE /applications/{id}: the fighter withdraws. */
export function useWithdrawApplication() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(applicationsContract.withdraw, { params: { id } }),
    onSettled: refresh,
  });
}

/** POST /applications/{id}/actions: one organizer action. */
export function useApplicationAction() {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<typeof applicationsContract.act> }) =>
      callEndpoint(applicationsContract.act, { params: { id }, body }),
    onSettled: refresh,
  });
}

/** POST /tournaments/{id}/applications/actions: "Approve all", "Set all present". */
export function useBulkApplicationAction(tournamentId: string) {
  const refresh = useRefreshApplications();
  return useMutation({
    mutationFn: (body: BodyOf<typeof applicationsContract.bulk>) =>
      callEndpoint(applicationsContract.bulk, { params: { id: tournamentId }, body }),
    onSettled: refresh,
  });
}

/** The same endpoint with `dryRun`: how many applications a bulk action would change, nothing changed. */
export function useBulkApplicationCount(tournamentId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof applicationsContract.bulk> & { dryRun: true }) =>
      callEndpoint(applicationsContract.bulk, { params: { id: tournamentId }, body }),
  });
}

/** GET /nominations/{id}/applications: a category's public list. */
export function usePublicApplications(nominationId: string) {
  return useQuery({
    ...endpointQuery(applicationsContract.public, { params: { id: nominationId } }),
    enabled: nominationId !== '',
    retry: false,
  });
}
