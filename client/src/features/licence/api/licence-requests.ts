import { licenceRequestsContract, type LicenceRequest } from '@hema/shared/contracts/licence-requests';
import { usersContract } from '@hema/shared/contracts/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, listPageQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

export type { LicenceRequest };

/** GET /licence-requests/mine: the organizer's latest request (null when they never asked). */
export function useMyLicenceRequest(enabled: boolean) {
  // Beside the notice: when it cannot be read, the notice still says what matters, without an error on top.
  return useQuery({ ...endpointQuery(licenceRequestsContract.mine), enabled, meta: { silent: true } });
}

/** POST /licence-requests {message}; 409 while one is pending. Errors show in the form. */
export function useAskLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => callEndpoint(licenceRequestsContract.create, { body: { message } }),
    meta: { inlineErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKeyPrefix(licenceRequestsContract.mine) }),
  });
}

/** How many requests wait for an admin (the /admin dashboard counts them). */
export function usePendingLicenceRequests() {
  // A badge on the dashboard: when the count cannot be read, the dashboard shows none rather than an error.
  return useQuery({
    ...listPageQuery(licenceRequestsContract.list, { query: { filter: 'status:PENDING', perPage: '1' } }),
    meta: { silent: true },
  });
}

export type LicenceDecision = { id: string } & (
  { grant: true; licenseTill: string } | { grant: false; reason: string }
);

/** POST /licence-requests/{id}/grant {licenseTill} or /refuse {reason} (admins). */
export function useDecideLicenceRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: LicenceDecision) =>
      decision.grant
        ? callEndpoint(licenceRequestsContract.grant, {
            params: { id: decision.id },
            body: { licenseTill: decision.licenseTill },
          })
        : callEndpoint(licenceRequestsContract.refuse, {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    meta: { inlineErrors: true },
    // A grant changes the organizer's licence and role too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: endpointKeyPrefix(licenceRequestsContract.list) }),
        client.invalidateQueries({ queryKey: endpointKeyPrefix(usersContract.list) }),
      ]),
  });
}
