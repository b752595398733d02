import { authContract } from '@hema/shared/contracts/auth';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** PUT /auth/set-password {email, code, password, passwordConfirm} → 204, or 400 with the reason. */
export async function setPassword(body: BodyOf<typeof authContract.setPassword>): Promise<void> {
  await callEndpoint(authContract.setPassword, { body });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, meta: { inlineErrors: true } });
}
