import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { usersContract } from '@hema/shared/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /users/{id}: the account as organizers and admins see it (admins get e-mail and license too). */
export type ManagedUserDetails = ParsedResponseOf<typeof usersContract.get>;

export function useManagedUserQuery(id: string) {
  return useQuery({ ...endpointQuery(usersContract.get, { params: { key: id } }), meta: { silent: true } });
}
