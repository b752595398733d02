import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FightsModule } from '../fights/fights.module.js';
import { StageLookup } from '../stages/stage-lookup.js';
import { StandingsModule } from '../standings/standings.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { ApiKeysService } from './api-keys.service.js';
import { FeedController } from './feed.controller.js';
import { FeedLog } from './feed-log.js';
import { FeedReads } from './feed-reads.js';
import { FeedSource } from './feed-source.js';
import { PublicAccess } from './public-access.js';

/**
 * The open live feed (issue 33 item 3): the public Server-Sent Events stream and REST reads of public tournaments
 * (/api/public/v1), the organizer's API keys, and the feed's log, fed from the event bus after commit.
 */
@Module({
  imports: [AuthModule, TournamentsModule, FightsModule, StandingsModule],
  controllers: [FeedController],
  providers: [ApiKeysService, PublicAccess, FeedLog, FeedReads, FeedSource, StageLookup],
  exports: [FeedLog],
})
export class FeedModule {}
