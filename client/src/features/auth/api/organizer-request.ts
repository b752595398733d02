import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /organizer-requests {message} → the pending request; 409 when one is pending or access exists. */
export async function requestOrganizerAccess(message: string): Promise<void> {
  await apiRequest('/organizer-requests', { method: 'POST', body: { message } });
}

export function useRequestOrganizerAccess() {
  return useMutation({ mutationFn: requestOrganizerAccess });
}
