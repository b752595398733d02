import { Module } from '@nestjs/common';
import { ClubMergeController } from './club-merge.controller.js';
import { ClubMergeService } from './club-merge.service.js';
import { FightsModule } from '../fights/fights.module.js';
import { LiveModule } from '../live/live.module.js';
import { UserMergeController } from './user-merge.controller.js';
import { UserMergeService } from './user-merge.service.js';
import { Backups } from './backups.js';
import { ControlsController } from './controls.controller.js';
import { UsersAnalyticsController } from './users-analytics.controller.js';
import { UsersAnalyticsReader } from './users-analytics.reader.js';

/** The administration that acts: merges of accounts and clubs, analytics, system state and backups. */
@Module({
  imports: [FightsModule, LiveModule],
  providers: [Backups, ClubMergeService, UsersAnalyticsReader, UserMergeService],
  controllers: [UserMergeController, ClubMergeController, UsersAnalyticsController, ControlsController],
})
export class AdminModule {}
