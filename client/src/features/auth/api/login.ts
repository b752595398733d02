import { authContract } from '@hema/shared/contracts/auth';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { sendEndpoint } from '../../../lib/endpoint-client';
import { sessionStore } from './session-store';
import { signedInSession, type SignedInSession } from './session-user';

/** POST /auth/login {email, password} → the user, token in the `authorization` header. */
export async function login(input: BodyOf<typeof authContract.login>): Promise<SignedInSession> {
  // 401 here means wrong credentials, not an ended session.
  const { data, headers } = await sendEndpoint(authContract.login, { body: input, onUnauthorized: 'throw' });
  return signedInSession(data, headers);
}

/** Spec §4: success stores the token and fills in the user; failure removes any stored token. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => sessionStore.signIn(token, user),
    onError: () => sessionStore.clear(),
    meta: { inlineErrors: true },
  });
}
