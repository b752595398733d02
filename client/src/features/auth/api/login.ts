import { loginSchema, type LoginInput } from '@hema/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../hooks/session-store';
import { signedInSession, type SignedInSession } from './session-user';

/** POST /auth/login {email, password} → the user, token in the `authorization` header. */
export async function login(input: LoginInput): Promise<SignedInSession> {
  const { data, headers } = await apiRequest('/auth/login', {
    method: 'POST',
    body: loginSchema.parse(input),
    // 401 here means wrong credentials, not an ended session.
    onUnauthorized: 'throw',
  });
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
