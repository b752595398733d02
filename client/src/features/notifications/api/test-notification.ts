import { notificationsContract } from '@hema/shared/contracts/notifications';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /my/notifications/test → how many devices took it, or whether it went by mail. */
export function useTestNotification() {
  return useMutation({ mutationFn: () => callEndpoint(notificationsContract.test) });
}
