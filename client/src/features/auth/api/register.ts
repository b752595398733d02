import { authContract } from '@hema/shared/contracts/auth';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { sendEndpoint } from '../../../lib/endpoint-client';
import { sessionStore } from './session-store';
import { signedInSession, type SignedInSession } from './session-user';

/** POST /auth/register → 201 with the new user, token in the `authorization` header (the user is signed in). */
export async function register(input: BodyOf<typeof authContract.register>): Promise<SignedInSession> {
  const { data, headers } = await sendEndpoint(authContract.register, {
    body: input,
    onUnauthorized: 'throw',
  });
  return signedInSession(data, headers);
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => sessionStore.signIn(token, user),
    // The form shows field errors itself and hands anything else to the notification path.
    meta: { inlineErrors: true },
  });
}
