import { authContract } from '@hema/shared/contracts/auth';
import type { QueryOf } from '@hema/shared/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** GET /auth/recovery-code-verify?email=&code= → {valid: true}, or 400 {message} for a wrong or used code. */
export async function verifyRecoveryCode(
  query: QueryOf<typeof authContract.recoveryCodeVerify>,
): Promise<boolean> {
  return (await callEndpoint(authContract.recoveryCodeVerify, { query })).valid;
}

/** A check the user triggers with a button, hence a mutation rather than a cached query. */
export function useVerifyRecoveryCode() {
  return useMutation({ mutationFn: verifyRecoveryCode, meta: { inlineErrors: true } });
}
