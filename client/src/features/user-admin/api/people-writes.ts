import { clubsContract } from '@hema/shared/contracts/catalog';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { usersContract } from '@hema/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/** Writes of /organizer/users and /organizer/clubs; each reloads the lists and records it may have changed. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [usersContract.list, usersContract.get, clubsContract.list, clubsContract.get].map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKeyPrefix(endpoint) }),
      ),
    );
}

/** POST /users: a fighter without an account. */
export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof usersContract.create>) => callEndpoint(usersContract.create, { body }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}

/** PUT /users/{id}: names, place and club. */
export function useUpdateUser(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof usersContract.update>) =>
      callEndpoint(usersContract.update, { params: { id }, body }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}

/** POST /clubs, or PUT /clubs/{id} when `id` is given. */
export function useSaveClub(id?: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof clubsContract.create>) =>
      id
        ? callEndpoint(clubsContract.update, { params: { id }, body })
        : callEndpoint(clubsContract.create, { body }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}
