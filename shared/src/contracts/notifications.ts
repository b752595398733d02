import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { intColumn } from '../schemas/bounds.js';
import { endpoint, noContent } from './endpoint.js';

/**
 * Notifications (issue 32 item 3): Web Push to the devices a person enabled, e-mail as the fallback. Each kind has a
 * channel the person chooses on /my/settings; `followed` is the channel for the fighters they follow (their calls,
 * pools and fights soon), `none` by default.
 */

/** What a person can be told. */
export const NOTIFICATION_KINDS = [
  /** "Your fight is in about 10 minutes on Ring 2". */
  'fightSoon',
  /** The ring called you to your fight. */
  'called',
  /** A stage's pools or bracket were generated with you in them. */
  'poolsOut',
  /** Your application was approved, or moved up from the waiting list. */
  'application',
  /** The organizer's announcement to you (everyone at the tournament, your category, the judges). */
  'announcement',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a follower can have of a fighter they follow: about that fighter's fights. */
export const FOLLOWED_KINDS = [
  'fightSoon',
  'called',
  'poolsOut',
] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_CHANNELS = ['push', 'email', 'none'] as const;

/** The languages notifications are written in. */
export const NOTIFICATION_LOCALES = ['en', 'ru'] as const;
export type NotificationLocale = (typeof NOTIFICATION_LOCALES)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a person gets before they change anything: push (mail while no device is enabled); nothing of followed. */
export const DEFAULT_CHANNEL: NotificationChannel = 'push';
export const DEFAULT_FOLLOWED_CHANNEL: NotificationChannel = 'none';

const channel = z.enum(NOTIFICATION_CHANNELS);

export const notificationChannelsSchema = z.object({
  fightSoon: channel,
  called: channel,
  poolsOut: channel,
  application: channel,
  announcement: channel,
});

export const notificationSettingsBodySchema = z.object({
  channels: notificationChannelsSchema,
  /** How to tell about the fighters the person follows (their fightSoon, called and poolsOut), or `none`. */
  followed: channel,
});

export const notificationSettingsSchema = notificationSettingsBodySchema.extend({
  /** Devices (browsers) with push enabled for this account. */
  devices: intColumn(),
  /** Whether the account has an e-mail address, where the mail fallback goes. */
  hasEmail: z.boolean(),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** A browser's PushSubscription as `subscription.toJSON()` gives it (the keys are base64url). */
export const pushSubscriptionBodySchema = z.object({
  /** The page's language: the device's notifications are written in it. */
  locale: z.enum(NOTIFICATION_LOCALES).default('en'),
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+=*$/, 'A base64url key'),
    auth: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/, 'A base64url key'),
  }),
});

export const pushEndpointBodySchema = z.object({ endpoint: z.string().min(1).max(2000) });

/** What the server shows in a notification, and where a click leads (a path of the site). */
export const notificationMessageSchema = z.object({
  kind: z.union([z.enum(NOTIFICATION_KINDS), z.literal('test')]),
  title: z.string(),
  body: z.string(),
  path: z.string(),
});
export type NotificationMessage = z.output<typeof notificationMessageSchema>;

export const notificationsContract = {
  pushKey: endpoint({
    id: 'notifications.pushKey',
    method: 'GET',
    path: '/notifications/push-key',
    summary: "The server's VAPID public key (base64url), which a browser subscribes to push with",
    response: z.object({ publicKey: z.string() }),
  }),
  settings: endpoint({
    id: 'notifications.settings',
    method: 'GET',
    path: '/my/notifications',
    summary:
      "The caller's notification channels per kind, for the fighters they follow, and their push devices",
    roles: ROUTE_ROLES.signedIn,
    response: notificationSettingsSchema,
  }),
  updateSettings: endpoint({
    id: 'notifications.updateSettings',
    method: 'PUT',
    path: '/my/notifications',
    summary: "Sets the caller's channel (push, email or none) per kind and for the fighters they follow",
    roles: ROUTE_ROLES.signedIn,
    body: notificationSettingsBodySchema,
    response: notificationSettingsSchema,
  }),
  subscribe: endpoint({
    id: 'notifications.subscribe',
    method: 'POST',
    path: '/my/push-subscriptions',
    summary:
      "Keeps this browser's push subscription for the caller (the same endpoint again replaces its keys and owner)",
    roles: ROUTE_ROLES.signedIn,
    body: pushSubscriptionBodySchema,
    response: noContent,
    status: 204,
  }),
  unsubscribe: endpoint({
    id: 'notifications.unsubscribe',
    method: 'POST',
    path: '/my/push-subscriptions/remove',
    summary: "Forgets one of the caller's push subscriptions (push turned off on this device)",
    roles: ROUTE_ROLES.signedIn,
    body: pushEndpointBodySchema,
    response: noContent,
    status: 204,
  }),
  setLocale: endpoint({
    id: 'notifications.setLocale',
    method: 'PUT',
    path: '/my/notifications/locale',
    summary:
      "The language the caller's notification mails are written in: the site's language they last used while signed in",
    roles: ROUTE_ROLES.signedIn,
    body: z.object({ locale: z.enum(NOTIFICATION_LOCALES) }),
    response: noContent,
    status: 204,
  }),
  test: endpoint({
    id: 'notifications.test',
    method: 'POST',
    path: '/my/notifications/test',
    summary:
      'Sends the caller a test notification now: to every push device, or by mail when they have none (never deduplicated)',
    roles: ROUTE_ROLES.signedIn,
    response: z.object({ pushed: intColumn(), mailed: z.boolean() }),
  }),
} as const;
