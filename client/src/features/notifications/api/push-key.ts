import { notificationsContract } from '@hema/shared/contracts/notifications';
import { callEndpoint } from '../../../lib/endpoint-client';

/** GET /notifications/push-key: the server's VAPID public key, asked when push is being enabled. */
export async function fetchPushKey(): Promise<string> {
  return (await callEndpoint(notificationsContract.pushKey)).publicKey;
}
