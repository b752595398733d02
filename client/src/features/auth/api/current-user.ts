import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/query-keys';
import { parseSessionUser, type SessionUser } from './session-user';

/** `auth.current` of the shared contract, called without its schema: the start-up path stays free of zod. */
export const currentUserEndpoint = { id: 'auth.current', method: 'GET', path: '/auth/current' } as const;

/** GET /auth/current → the session user; 401 when the token is missing or revoked. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  // The caller decides what a failed check means (spec §4), so a 401 does not reload the page here.
  const { data } = await apiRequest(currentUserEndpoint.path, { signal, onUnauthorized: 'throw' });
  return parseSessionUser(data);
}

/** The authentication check; runs only while `enabled` (a token was stored at start). */
export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(currentUserEndpoint),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled,
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
