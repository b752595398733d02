import { authContract } from '@hema/shared/contracts/auth';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /organizer-requests {message} → the pending request; 409 when one is pending or access exists. */
export async function requestOrganizerAccess(body: BodyOf<typeof authContract.requestOrganizerAccess>) {
  return callEndpoint(authContract.requestOrganizerAccess, { body });
}

export function useRequestOrganizerAccess() {
  return useMutation({ mutationFn: requestOrganizerAccess, meta: { inlineErrors: true } });
}
