import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { FollowingModule } from '../following/following.module.js';
import { FollowersOfService } from '../following/followers-of.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { Notifier } from './notifier.js';
import { PushSender } from './push-sender.js';
import { FightReminders } from './reminders.js';
import { FOLLOWERS_OF, UPCOMING_FIGHTS } from './ports.js';
import { upcomingFromSchedule } from './schedule-adapter.js';
import { NotificationTriggers } from './triggers.js';
import { loadVapidKeys, VAPID_KEYS } from './vapid-keys.js';

/**
 * Web Push and mail notifications (issue 32): the triggers on the event bus, the fight reminders, the caller's
 * settings. The reminders read the live schedule (`UPCOMING_FIGHTS`) and followers come from following (`FOLLOWERS_OF`),
 * both bound here to the modules below (ports.ts keeps the interfaces narrow).
 */
@Module({
  imports: [ScheduleModule, FollowingModule],
  controllers: [NotificationsController],
  providers: [
    { provide: VAPID_KEYS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadVapidKeys(config) },
    { provide: UPCOMING_FIGHTS, inject: [ScheduleService], useFactory: upcomingFromSchedule },
    { provide: FOLLOWERS_OF, useExisting: FollowersOfService },
    PushSender,
    Notifier,
    NotificationTriggers,
    FightReminders,
    NotificationsService,
  ],
  exports: [Notifier, NotificationTriggers, FightReminders],
})
export class NotificationsModule {}
