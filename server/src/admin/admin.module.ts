import { Module } from '@nestjs/common';
import { ClubMergeController } from './club-merge.controller.js';
import { FightsModule } from '../fights/fights.module.js';
import { LiveModule } from '../live/live.module.js';
import { UserMergeController } from './user-merge.controller.js';
import { Backups } from './backups.js';
import { ControlsController } from './controls.controller.js';
import { UsersAnalyticsController } from './users-analytics.controller.js';

/** The administration that acts: merges of accounts and clubs, analytics, system state and backups. */
@Module({
  imports: [FightsModule, LiveModule],
  providers: [Backups],
  controllers: [UserMergeController, ClubMergeController, UsersAnalyticsController, ControlsController],
})
export class AdminModule {}
