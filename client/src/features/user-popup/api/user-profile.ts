import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { usersContract } from '@hema/shared/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /users/{id or username}: the profile the pop-up and the user page show (spec §3, §7). */
export type UserProfile = ParsedResponseOf<typeof usersContract.get>;

/**
 * A user's profile. The pop-up's failure goes to the shared error handler (spec §8); the user page passes
 * `silent` and shows its own not-found state.
 */
export function useUserProfileQuery(id: string | null, { silent = false } = {}) {
  return useQuery({
    ...endpointQuery(usersContract.get, { params: { key: id ?? '' } }),
    enabled: !!id,
    meta: { silent },
  });
}
