import { Inject, Injectable, Logger } from '@nestjs/common';
import webpush from 'web-push';
import type { NotificationMessage } from '@hema/shared/contracts/notifications';
import { VAPID_KEYS, type VapidKeys } from './vapid-keys.js';

/** A device to push to, as kept (push_subscription). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `sent`: the push service took it; `gone`: 404/410, the subscription ended (forget it); `failed`: try mail. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps an undelivered notification: a fight call is stale after a few minutes. */
const TTL_SECONDS = 15 * 60;

/**
 * Sends one notification to one device. The `web-push` library encrypts the payload for the browser's keys
 * (aes128gcm) and signs the VAPID header; the request itself goes with fetch, so a push service may also be a
 * plain-HTTP local endpoint where the configuration allows it (tests; the library itself only speaks https).
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger('Push');

  constructor(@Inject(VAPID_KEYS) private readonly keys: VapidKeys) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  async send(target: PushTarget, message: NotificationMessage): Promise<PushOutcome> {
    let request: webpush.RequestDetails;
    try {
      request = this.request(target, message);
    } catch (error) {
      // Keys a browser never gives (the subscription was stored from a bad client): it can never be reached.
      this.logger.warn(`Push subscription with unusable keys forgotten: ${String(error)}`);
      return 'gone';
    }
    try {
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
        redirect: 'error',
      });
      await answer.body?.cancel();
      if (answer.ok) return 'sent';
      if (answer.status === 404 || answer.status === 410) return 'gone';
      this.logger.warn(`Push service answered ${answer.status} for ${new URL(target.endpoint).host}`);
      return 'failed';
    } catch (error) {
      this.logger.warn(`Push to ${new URL(target.endpoint).host} failed: ${String(error)}`);
      return 'failed';
    }
  }

  private request(target: PushTarget, message: NotificationMessage): webpush.RequestDetails {
    return webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        TTL: TTL_SECONDS,
        urgency: message.kind === 'called' || message.kind === 'fightSoon' ? 'high' : 'normal',
        vapidDetails: this.keys,
        contentEncoding: 'aes128gcm',
      },
    );
  }
}
