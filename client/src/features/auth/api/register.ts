import { registerSchema, type RegisterInput } from '@hema/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../hooks/session-store';
import { signedInSession, type SignedInSession } from './session-user';

/** POST /auth/register → 201 with the new user, token in the `authorization` header (the user is signed in). */
export async function register(input: RegisterInput): Promise<SignedInSession> {
  const { data, headers } = await apiRequest('/auth/register', {
    method: 'POST',
    body: registerSchema.parse(input),
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
