import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { sessionStore } from './session-store';

/** `auth.logout` of the shared contract (204, no body), called without its schema like the start-up check. */
export const logoutEndpoint = { id: 'auth.logout', method: 'POST', path: '/auth/logout' } as const;

/** POST /auth/logout → 204; the server revokes the token. */
export async function logout(): Promise<void> {
  await apiRequest(logoutEndpoint.path, { method: logoutEndpoint.method });
}

/** Spec §4: logout clears the user and the stored token, then the page reloads. Failures go to the notification path. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      sessionStore.clear();
      browser.reload();
    },
  });
}
