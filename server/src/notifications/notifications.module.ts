import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { Notifier } from './notifier.js';
import { PushSender } from './push-sender.js';
import { FightReminders } from './reminders.js';
import { UPCOMING_FIGHTS } from './ports.js';
import { upcomingFromSchedule } from './schedule-adapter.js';
import { NotificationTriggers } from './triggers.js';
import { loadVapidKeys, VAPID_KEYS } from './vapid-keys.js';

/**
 * Web Push and mail notifications (issue 32): the triggers on the event bus, the fight reminders, the caller's
 * settings. The reminders read the live schedule (`UPCOMING_FIGHTS`, bound here: schedule sits below); followers come
 * through `FOLLOWERS_OF` (ports.ts).
 */
@Module({
  imports: [ScheduleModule],
  controllers: [NotificationsController],
  providers: [
    { provide: VAPID_KEYS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadVapidKeys(config) },
    { provide: UPCOMING_FIGHTS, inject: [ScheduleService], useFactory: upcomingFromSchedule },
    PushSender,
    Notifier,
    NotificationTriggers,
    FightReminders,
    NotificationsService,
  ],
  exports: [Notifier, NotificationTriggers, FightReminders],
})
export class NotificationsModule {}
