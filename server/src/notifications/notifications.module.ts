import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { Notifier } from './notifier.js';
import { PushSender } from './push-sender.js';
import { FightReminders } from './reminders.js';
import { NotificationTriggers } from './triggers.js';
import { loadVapidKeys, VAPID_KEYS } from './vapid-keys.js';

/**
 * Web Push and mail notifications (issue 32): the triggers on the event bus, the fight reminders, the caller's
 * settings. `UPCOMING_FIGHTS` (the live schedule) and `FOLLOWERS_OF` (following) are bound by the root module when
 * their modules are there (ports.ts).
 */
@Module({
  controllers: [NotificationsController],
  providers: [
    { provide: VAPID_KEYS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadVapidKeys(config) },
    PushSender,
    Notifier,
    NotificationTriggers,
    FightReminders,
    NotificationsService,
  ],
  exports: [Notifier, NotificationTriggers, FightReminders],
})
export class NotificationsModule {}
