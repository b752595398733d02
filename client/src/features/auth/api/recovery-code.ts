import { recoveryCodeRequestSchema } from '@hema/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/recovery-code {email} → 204; the server e-mails a one-time code. */
export async function requestRecoveryCode(input: z.input<typeof recoveryCodeRequestSchema>): Promise<void> {
  await apiRequest('/auth/recovery-code', { method: 'POST', body: recoveryCodeRequestSchema.parse(input) });
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode, meta: { inlineErrors: true } });
}
