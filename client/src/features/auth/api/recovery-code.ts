import { authContract } from '@hema/shared/contracts/auth';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /auth/recovery-code {email} → 204; the server e-mails a one-time code. */
export async function requestRecoveryCode(body: BodyOf<typeof authContract.recoveryCode>): Promise<void> {
  await callEndpoint(authContract.recoveryCode, { body });
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode, meta: { inlineErrors: true } });
}
