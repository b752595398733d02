import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FightsModule } from '../fights/fights.module.js';
import { PanelModule } from '../panel/panel.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { LiveBroadcaster } from './live-broadcaster.js';
import { LiveEviction } from './live-eviction.js';
import { LiveRateLimits } from './live-rate-limits.js';
import { LiveResync } from './live-resync.js';
import { LiveSubscriptions } from './live-subscriptions.js';
import { LiveGateway } from './live.gateway.js';

/**
 * The live namespace: spectators' rooms (visible ones only), judges' commands over the socket, the push of every
 * fight change, and the bounds and rate limits that keep one client from stalling a server.
 */
@Module({
  imports: [AuthModule, FightsModule, PanelModule, TournamentsModule],
  providers: [LiveBroadcaster, LiveEviction, LiveRateLimits, LiveResync, LiveSubscriptions, LiveGateway],
  // The admins' controls page counts the replicas through it; the socket adapter tells the resync about Redis.
  exports: [LiveBroadcaster, LiveResync],
})
export class LiveModule {}
