import { authContract } from '@hema/shared/contracts/auth';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { browser } from '../../../lib/browser';
import { sessionStore } from './session-store';

/** PUT /auth/profile → the session user, which replaces the stored one (the header shows the new name at once). */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authContract.updateProfile>) =>
      callEndpoint(authContract.updateProfile, { body }),
    onSuccess: (user) => sessionStore.replaceUser(user),
    meta: { inlineErrors: true },
  });
}

/** PUT /auth/password → 204; a wrong old password is a 400 under `oldPassword`. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authContract.changePassword>) =>
      callEndpoint(authContract.changePassword, { body }),
    meta: { inlineErrors: true },
  });
}

/** PUT /auth/email → the session user with the new e-mail; 409 `auth/email-taken` when someone has it. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authContract.changeEmail>) =>
      callEndpoint(authContract.changeEmail, { body }),
    onSuccess: (user) => sessionStore.replaceUser(user),
    meta: { inlineErrors: true },
  });
}

/** The registration form's "Is this you?" check, asked once typing pauses (the same pause as duplicate warnings). */
export function useNamesake(firstName: string, lastName: string): boolean {
  const [name] = useDebouncedValue({ firstName: firstName.trim(), lastName: lastName.trim() }, 500);
  const enabled = name.firstName.length > 0 && name.lastName.length > 0;
  const query = useQuery({
    ...endpointQuery(authContract.namesake, { query: name }),
    enabled,
    meta: { silent: true },
    staleTime: 30_000,
  });
  return enabled && query.data?.exists === true;
}

/** POST /auth/sign-out-everywhere → 204: every session ends, this one too; then like a logout (spec §4). */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => callEndpoint(authContract.signOutEverywhere, {}),
    onSuccess: () => {
      sessionStore.clear();
      browser.reload();
    },
  });
}
