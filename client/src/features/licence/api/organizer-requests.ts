import {
  organizerRequestsContract,
  type organizerRequestSchema,
} from '@hema/shared/contracts/organizer-requests';
import { usersContract } from '@hema/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/** `GET /organizer-requests` (admins): the grid of requests for organizer access is given this endpoint. */
export const organizerRequestListEndpoint = organizerRequestsContract.list;

export type OrganizerRequest = z.output<typeof organizerRequestSchema>;

/** POST /organizer-requests/{id}/approve or /refuse (with a reason): approval grants a one-week trial license (spec §1). */
export async function decideOrganizerRequest({
  id,
  approve,
  reason = '',
}: {
  id: string;
  approve: boolean;
  /** Why it is refused (required then). */
  reason?: string;
}) {
  return approve
    ? callEndpoint(organizerRequestsContract.approve, { params: { id } })
    : callEndpoint(organizerRequestsContract.refuse, { params: { id }, body: { reason } });
}

export function useDecideOrganizerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideOrganizerRequest,
    // The decision changes the request and, on approval, the user's role and license.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: endpointKeyPrefix(organizerRequestsContract.list) }),
        client.invalidateQueries({ queryKey: endpointKeyPrefix(usersContract.list) }),
      ]),
  });
}
