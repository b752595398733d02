import { setPasswordSchema } from '@hema/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** PUT /auth/set-password {email, code, password, passwordConfirm} → 204, or 400 with the reason. */
export async function setPassword(input: z.input<typeof setPasswordSchema>): Promise<void> {
  await apiRequest('/auth/set-password', { method: 'PUT', body: setPasswordSchema.parse(input) });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, meta: { inlineErrors: true } });
}
