import { Module } from '@nestjs/common';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { FollowersOfService } from './followers-of.js';
import { FollowingController } from './following.controller.js';
import { FollowingService } from './following.service.js';

/**
 * Following fighters, clubs and groups of fighters. Exports FollowersOfService for the notifications (bind their
 * FOLLOWERS_OF token with `{ provide: FOLLOWERS_OF, useExisting: FollowersOfService }`).
 */
@Module({
  imports: [ScheduleModule],
  controllers: [FollowingController],
  providers: [FollowingService, FollowersOfService],
  exports: [FollowingService, FollowersOfService],
})
export class FollowingModule {}
