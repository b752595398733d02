import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { notificationsContract } from '@hema/shared/contracts/notifications';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /my/push-subscriptions: this browser's subscription, kept for the signed-in account. */
export function saveSubscription(body: BodyOf<typeof notificationsContract.subscribe>): Promise<void> {
  return callEndpoint(notificationsContract.subscribe, { body });
}

/** POST /my/push-subscriptions/remove: the server forgets this browser's subscription. */
export function forgetSubscription(endpoint: string): Promise<void> {
  return callEndpoint(notificationsContract.unsubscribe, { body: { endpoint } });
}
