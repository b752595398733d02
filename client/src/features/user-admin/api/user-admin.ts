import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { usersContract } from '@hema/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/**
 * An admin's writes on one account (`/admin/users/{id}`): its fields, deletion, restoring, releasing the e-mail. Each
 * reloads the account and the user lists; a refusal (the last admin, an e-mail taken) is shown by the one error
 * notification of every mutation, in the screen's language.
 */
function useAccountWrite<V>(write: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: endpointKeyPrefix(usersContract.get) }),
        client.invalidateQueries({ queryKey: endpointKeyPrefix(usersContract.list) }),
      ]),
  });
}

/** PUT /users/{id}: any field an admin changes (AdminUserForm, the licence actions). */
export function useAdminUpdateUser(id: string) {
  return useAccountWrite((body: BodyOf<typeof usersContract.update>) =>
    callEndpoint(usersContract.update, { params: { id }, body }),
  );
}

/** DELETE /users/{id}: the account is marked deleted, its results stay. */
export function useDeleteAccount(id: string) {
  return useAccountWrite(() => callEndpoint(usersContract.remove, { params: { id } }));
}

/** POST /users/{id}/restore; `email` only when the account's own was released. */
export function useRestoreAccount(id: string) {
  return useAccountWrite((email: string | null) =>
    callEndpoint(usersContract.restore, { params: { id }, body: email ? { email } : {} }),
  );
}

/** POST /users/{id}/release-email. */
export function useReleaseEmail(id: string) {
  return useAccountWrite(() => callEndpoint(usersContract.releaseEmail, { params: { id } }));
}
