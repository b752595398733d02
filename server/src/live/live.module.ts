import { Global, Module } from '@nestjs/common';
import { FightCommandService } from './fight-command.service.js';
import { FightStateRepository } from './fight-state.repository.js';
import { LiveBroadcaster } from './live-broadcaster.js';
import { LiveController } from './fights.controller.js';
import { LiveGateway } from './live.gateway.js';

/** Global: the competition module pushes ring changes through the same broadcaster. */
@Global()
@Module({
  providers: [FightCommandService, FightStateRepository, LiveBroadcaster, LiveGateway],
  controllers: [LiveController],
  exports: [FightCommandService, FightStateRepository, LiveBroadcaster],
})
export class LiveModule {}
