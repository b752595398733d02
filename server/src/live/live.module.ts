import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FightsModule } from '../fights/fights.module.js';
import { LiveBroadcaster } from './live-broadcaster.js';
import { LiveGateway } from './live.gateway.js';

/** The live namespace: spectators' rooms, judges' commands over the socket, and the push of every fight change. */
@Module({
  imports: [AuthModule, FightsModule],
  providers: [LiveBroadcaster, LiveGateway],
})
export class LiveModule {}
