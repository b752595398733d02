import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NotificationKind, NotificationMessage } from '@hema/shared/contracts/notifications';
import { sqlOf } from '../database/sql.js';
import { MailService } from '../mail/mail.service.js';
import { channelFor, channelsOf } from './channels.js';
import { localeOf, MAIL_WORDS, messageOf, type Subject } from './messages.js';
import { PushSender, type PushTarget } from './push-sender.js';

/** One thing to tell one person. */
export interface Notice {
  userId: string;
  /**
   * What happened, once per occurrence (`called:<fight>:<calledAt>`): with the user it is the dedupe key, so a person
   * hears of one occurrence once, however many replicas, events or followed fighters lead to it.
   */
  occurrence: string;
  subject: Subject & { kind: NotificationKind };
  /** About a fighter the person follows rather than about themselves. */
  followed: boolean;
}

export interface DeliveryCount {
  pushed: number;
  mailed: number;
}

/** Devices or mails at a time: an announcement to a whole tournament must not open hundreds of requests at once. */
const PARALLEL = 8;

/**
 * Tells people what happened, each by their chosen channel: push to every device they enabled, or mail when they
 * chose mail, have no device, or every device's push service said the subscription is gone (404/410; the
 * subscription is forgotten). A notice goes out only after its key is inserted into notification_sent: the insert
 * is the claim, so of two replicas handling the same occurrence only one sends (insert first, then send; a send that
 * fails after the claim is not retried — a late "you are called" is worth less than a duplicate is annoying).
 */
@Injectable()
export class Notifier {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly db: DataSource,
    private readonly push: PushSender,
    private readonly mail: MailService,
  ) {}

  async deliver(notices: readonly Notice[]): Promise<DeliveryCount> {
    const count: DeliveryCount = { pushed: 0, mailed: 0 };
    const unique = new Map<string, Notice>();
    // The first notice of a key wins: callers list people's own notices before their followers'.
    for (const notice of notices) {
      const key = `${notice.occurrence}:${notice.userId}`;
      if (!unique.has(key)) unique.set(key, notice);
    }
    if (unique.size === 0) return count;
    const channels = await channelsOf(this.db, [...new Set([...unique.values()].map((n) => n.userId))]);
    const wanted = new Map<string, { notice: Notice; channel: 'push' | 'email' }>();
    for (const [key, notice] of unique) {
      const channel = channelFor(channels.get(notice.userId)!, notice.subject.kind, notice.followed);
      // Application decisions are mailed by the applications module every time: here they only go as pushes.
      if (channel === 'none' || (channel === 'email' && notice.subject.kind === 'application')) continue;
      wanted.set(key.slice(0, 300), { notice, channel });
    }
    const claimed = await this.claim([...wanted.keys()]);
    const targets = await this.devicesOf([...new Set(claimed.map((k) => wanted.get(k)!.notice.userId))]);
    await inParallel(claimed, async (key) => {
      const { notice, channel } = wanted.get(key)!;
      const devices = channel === 'push' ? (targets.get(notice.userId) ?? []) : [];
      const pushed = await this.pushTo(devices, notice.subject);
      count.pushed += pushed;
      if (pushed > 0 || notice.subject.kind === 'application') return;
      if (await this.mailTo(notice.userId, notice.subject)) count.mailed += 1;
    });
    return count;
  }

  /** The test button: every device now, or a mail when none takes it; never deduplicated. */
  async test(userId: string): Promise<{ pushed: number; mailed: boolean }> {
    const subject: Subject = { kind: 'test', path: '/my/settings' };
    const pushed = await this.pushTo((await this.devicesOf([userId])).get(userId) ?? [], subject);
    return { pushed, mailed: pushed === 0 && (await this.mailTo(userId, subject)) };
  }

  /** Inserts the keys; answers those this call inserted (another replica's, or an earlier, keys stay theirs). */
  private async claim(keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await sqlOf(this.db)
      .insertInto('notification_sent')
      .values(keys.map((key) => ({ key })))
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .execute();
    return rows.map((r) => r.key);
  }

  private async devicesOf(userIds: string[]): Promise<Map<string, (PushTarget & { locale: string })[]>> {
    const result = new Map<string, (PushTarget & { locale: string })[]>();
    if (userIds.length === 0) return result;
    const rows = await sqlOf(this.db)
      .selectFrom('push_subscription')
      .select(['userId', 'endpoint', 'p256dh', 'auth', 'locale'])
      .where('userId', 'in', userIds)
      .execute();
    for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row]);
    return result;
  }

  /** Pushes to each device in its language; forgets the ones whose push service says they are gone. */
  private async pushTo(devices: (PushTarget & { locale: string })[], subject: Subject): Promise<number> {
    let sent = 0;
    await inParallel(devices, async (device) => {
      const outcome = await this.push.send(device, messageOf(subject, localeOf(device.locale)));
      if (outcome === 'sent') sent += 1;
      if (outcome === 'gone')
        await sqlOf(this.db)
          .deleteFrom('push_subscription')
          .where('endpoint', '=', device.endpoint)
          .execute();
    });
    return sent;
  }

  private async mailTo(userId: string, subject: Subject): Promise<boolean> {
    const user = await sqlOf(this.db)
      .selectFrom('user')
      .leftJoin('notification_profile', 'notification_profile.userId', 'user.id')
      .select(['user.email', 'notification_profile.locale'])
      .where('user.id', '=', userId)
      .where('user.deleted', '=', false)
      .executeTakeFirst();
    if (!user?.email) return false;
    const locale = localeOf(user.locale);
    const message: NotificationMessage = messageOf(subject, locale);
    const words = MAIL_WORDS[locale];
    try {
      await this.mail.send({
        to: user.email,
        subject: message.title,
        text:
          [
            message.body,
            `${words.open}: ${this.mail.link(message.path)}`,
            `${words.settings}: ${this.mail.link('/my/settings')}`,
          ].join('\n\n') + '\n',
      });
      return true;
    } catch (error) {
      this.logger.warn(`Notification mail to user ${userId} not sent: ${String(error)}`);
      return false;
    }
  }
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
}
