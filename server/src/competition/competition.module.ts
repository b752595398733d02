import { Global, Module } from '@nestjs/common';
import { FIGHT_FINISHED, type FightFinishedHandler } from '../live/fight-finished.js';
import { AreasController } from './areas.controller.js';
import { AreasService } from './areas.service.js';
import { advanceAfterFight } from './bracket-advancement.js';
import { CompetitionLookup } from './competition-lookup.js';
import { NominationsController } from './nominations.controller.js';
import { NominationsService } from './nominations.service.js';
import { ParticipantsController } from './participants.controller.js';
import { ParticipantsService } from './participants.service.js';
import { PoolsController } from './pools.controller.js';
import { PoolsService } from './pools.service.js';
import { StagesController } from './stages.controller.js';
import { StagesService } from './stages.service.js';
import { TournamentsController } from './tournaments.controller.js';
import { TournamentsService } from './tournaments.service.js';

/**
 * Competition data and the organizer API: tournaments, categories, participants, stages, pools, rings and their
 * fights. Global so the fight engine (server/src/live) gets the bracket hook (FIGHT_FINISHED → advanceAfterFight)
 * and CompetitionLookup without importing this module.
 */
@Global()
@Module({
  controllers: [
    TournamentsController,
    NominationsController,
    ParticipantsController,
    StagesController,
    PoolsController,
    AreasController,
  ],
  providers: [
    CompetitionLookup,
    TournamentsService,
    NominationsService,
    ParticipantsService,
    StagesService,
    PoolsService,
    AreasService,
    { provide: FIGHT_FINISHED, useValue: advanceAfterFight satisfies FightFinishedHandler },
  ],
  exports: [CompetitionLookup, FIGHT_FINISHED],
})
export class CompetitionModule {}
