import { Module } from '@nestjs/common';
import { FightChanges } from './fight-changes.js';
import { FightCommandService } from './fight-command.service.js';
import { FightLogService } from './fight-log.service.js';
import { FightResultHooks } from './fight-result-hooks.js';
import { FightStateRepository } from './fight-state.repository.js';
import { FightViewInvalidation } from './fight-view-invalidation.js';
import { FightsController } from './fights.controller.js';
import { FightsRepository } from './fights.repository.js';
import { TournamentFightsPart } from './tournament-fights.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';

/**
 * Fights: the one repository every write of a fight goes through, the judge's command engine, the live views of
 * fights and the change feed the live module listens to. Depends on no competition module above it: stages register
 * their bracket hook here, the live module subscribes to the changes.
 */
@Module({
  imports: [TournamentsModule],
  controllers: [FightsController],
  providers: [
    FightChanges,
    FightResultHooks,
    FightStateRepository,
    FightsRepository,
    FightCommandService,
    FightLogService,
    FightViewInvalidation,
    TournamentFightsPart,
  ],
  exports: [FightChanges, FightResultHooks, FightStateRepository, FightsRepository, FightCommandService],
})
export class FightsModule {}
