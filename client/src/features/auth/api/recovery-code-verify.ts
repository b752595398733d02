import { recoveryCodeVerifySchema } from '@hema/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const verifyAnswerSchema = z.object({ valid: z.boolean() });

/** GET /auth/recovery-code-verify?email=&code= → {valid: true}, or 400 {message} for a wrong or used code. */
export async function verifyRecoveryCode(input: z.input<typeof recoveryCodeVerifySchema>): Promise<boolean> {
  const { data } = await apiRequest('/auth/recovery-code-verify', {
    query: recoveryCodeVerifySchema.parse(input),
  });
  return verifyAnswerSchema.parse(data).valid;
}

/** A check the user triggers with a button, hence a mutation rather than a cached query. */
export function useVerifyRecoveryCode() {
  return useMutation({ mutationFn: verifyRecoveryCode, meta: { inlineErrors: true } });
}
