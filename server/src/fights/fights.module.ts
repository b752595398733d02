import { Module } from '@nestjs/common';
import { FightCommandService } from './fight-command.service.js';
import { FightLogService } from './fight-log.service.js';
import { FightResultHooks } from './fight-result-hooks.js';
import { FightStateRepository } from './fight-state.repository.js';
import { FightsController } from './fights.controller.js';
import { FightsRepository } from './fights.repository.js';
import { TournamentFightsPart } from './tournament-fights.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { NominationsModule } from '../nominations/nominations.module.js';
import { CategoryFightsPart } from './category-fights.js';

/**
 * Fights: the one repository every write of a fight goes through, the judge's command engine and the live views of
 * fights. Depends on no other competition module: stages register their bracket hook here; every fight write's
 * changes go out on the event bus (`fights.changed`) after commit, where the live fan-out and the view cache listen.
 */
@Module({
  imports: [TournamentsModule, NominationsModule],
  controllers: [FightsController],
  providers: [
    FightResultHooks,
    FightStateRepository,
    FightsRepository,
    FightCommandService,
    FightLogService,
    TournamentFightsPart,
    CategoryFightsPart,
  ],
  exports: [FightResultHooks, FightStateRepository, FightsRepository, FightCommandService],
})
export class FightsModule {}
