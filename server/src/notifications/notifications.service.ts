import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import {
  NOTIFICATION_KINDS,
  type notificationsContract,
  type NotificationSettings,
} from '@hema/shared/contracts/notifications';
import { badRequest, tooManyRequests } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { sqlOf } from '../database/sql.js';
import type { SessionUser } from '../users/user.view.js';
import { channelsOf } from './channels.js';
import type { MessageLocale } from './messages.js';
import { Notifier } from './notifier.js';

type C = typeof notificationsContract;

/** Devices one account keeps push on; enabling one more forgets the oldest. */
const MAX_DEVICES = 20;
/** The test button mails when no device takes it: at most one test per account in this time. */
const TEST_EVERY_MS = 5_000;

/** The caller's notification settings and devices, and the test notification. */
@Injectable()
export class NotificationsService {
  private readonly lastTest = new Map<string, number>();

  constructor(
    private readonly db: DataSource,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async settings(user: SessionUser): Promise<NotificationSettings> {
    const channels = (await channelsOf(this.db, [user._id])).get(user._id)!;
    const { followed, ...kinds } = channels;
    const devices = await sqlOf(this.db)
      .selectFrom('push_subscription')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', user._id)
      .executeTakeFirstOrThrow();
    const account = await sqlOf(this.db)
      .selectFrom('user')
      .select('email')
      .where('id', '=', user._id)
      .executeTakeFirst();
    return { channels: kinds, followed, devices: Number(devices.n), hasEmail: !!account?.email };
  }

  async update(user: SessionUser, body: ParsedBodyOf<C['updateSettings']>): Promise<NotificationSettings> {
    const rows = [
      ...NOTIFICATION_KINDS.map((kind) => ({ userId: user._id, kind, channel: body.channels[kind] })),
      { userId: user._id, kind: 'followed', channel: body.followed },
    ];
    await sqlOf(this.db)
      .insertInto('notification_setting')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['userId', 'kind']).doUpdateSet((eb) => ({ channel: eb.ref('excluded.channel') })),
      )
      .execute();
    return this.settings(user);
  }

  /** The language of the caller's notification mails (the site's language they use; English until told). */
  async setLocale(user: SessionUser, locale: MessageLocale): Promise<void> {
    await sqlOf(this.db)
      .insertInto('notification_profile')
      .values({ userId: user._id, locale })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ locale }))
      .execute();
  }

  async subscribe(user: SessionUser, body: ParsedBodyOf<C['subscribe']>, userAgent: string): Promise<void> {
    const url = new URL(body.endpoint);
    if (url.protocol !== 'https:' && !this.config.PUSH_ALLOW_PLAIN_HTTP)
      throw badRequest('A push service is reached over https', 'notifications/endpoint-not-https', {
        endpoint: 'A push service is reached over https',
      });
    await this.db.transaction(async (manager) => {
      const sql = sqlOf(manager);
      const row = {
        userId: user._id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: userAgent.slice(0, 300),
        locale: body.locale,
      };
      // One browser, one row: the account that enabled push on it last gets its notifications.
      await sql
        .insertInto('push_subscription')
        .values(row)
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
        .execute();
      const stale = await sql
        .selectFrom('push_subscription')
        .select('id')
        .where('userId', '=', user._id)
        .orderBy('createdAt', 'desc')
        .offset(MAX_DEVICES)
        .limit(1000)
        .execute();
      if (stale.length > 0)
        await sql
          .deleteFrom('push_subscription')
          .where(
            'id',
            'in',
            stale.map((s) => s.id),
          )
          .execute();
    });
  }

  async unsubscribe(user: SessionUser, endpoint: string): Promise<void> {
    await sqlOf(this.db)
      .deleteFrom('push_subscription')
      .where('userId', '=', user._id)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  async test(user: SessionUser): Promise<{ pushed: number; mailed: boolean }> {
    const now = this.clock.now().getTime();
    const last = this.lastTest.get(user._id) ?? 0;
    if (now - last < TEST_EVERY_MS)
      throw tooManyRequests(
        'One test notification at a time: try again in a few seconds',
        (last + TEST_EVERY_MS - now) / 1000,
        'notifications/test-rate-limited',
      );
    this.lastTest.set(user._id, now);
    if (this.lastTest.size > 10_000) this.lastTest.clear();
    return this.notifier.test(user._id);
  }
}
