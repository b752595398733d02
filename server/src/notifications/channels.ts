import type { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_CHANNEL,
  DEFAULT_FOLLOWED_CHANNEL,
  FOLLOWED_KINDS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@hema/shared/contracts/notifications';
import { sqlOf } from '../database/sql.js';

/** A person's channel for each kind, and for the fighters they follow; defaults filled in. */
export type Channels = Record<NotificationKind | 'followed', NotificationChannel>;

export function defaultChannels(): Channels {
  const channels = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, DEFAULT_CHANNEL])) as Channels;
  channels.followed = DEFAULT_FOLLOWED_CHANNEL;
  return channels;
}

/** The channels of each of `userIds` (one read for all). */
export async function channelsOf(
  source: DataSource | EntityManager,
  userIds: readonly string[],
): Promise<Map<string, Channels>> {
  const result = new Map(userIds.map((id) => [id, defaultChannels()]));
  if (userIds.length === 0) return result;
  const rows = await sqlOf(source)
    .selectFrom('notification_setting')
    .select(['userId', 'kind', 'channel'])
    .where('userId', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) {
    const channels = result.get(row.userId);
    if (channels && row.kind in channels) channels[row.kind as keyof Channels] = row.channel;
  }
  return result;
}

/**
 * How a person hears of one notice. About themselves: their channel for the kind. About a fighter they follow: their
 * channel for followed fighters, unless they turned the kind off altogether.
 */
export function channelFor(
  channels: Channels,
  kind: NotificationKind,
  followed: boolean,
): NotificationChannel {
  if (!followed) return channels[kind];
  if (!(FOLLOWED_KINDS as readonly NotificationKind[]).includes(kind)) return 'none';
  return channels[kind] === 'none' ? 'none' : channels.followed;
}
