import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { NominationsModule } from '../nominations/nominations.module.js';
import { RingsModule } from '../rings/rings.module.js';
import { CategoryStagesPart } from './category-stages.js';
import { RingFightStagesPart } from './ring-fight-stages.js';
import { AdvancementController } from './advancement.controller.js';
import { AdvancementService } from './advancement.service.js';
import { BlackCardHook } from './black-card.hook.js';
import { BracketAdvancementHook } from './bracket-advancement.hook.js';
import { NextRoundController } from './next-round.controller.js';
import { NextRoundService } from './next-round.service.js';
import { PoolsController } from './pools.controller.js';
import { PoolsService } from './pools.service.js';
import { StagesController } from './stages.controller.js';
import { StagesService } from './stages.service.js';
import { TeamMatchHook } from './team-match.hook.js';
import { StageLookup } from './stage-lookup.js';
import { StandingsReader } from './standings-reader.js';

/**
 * Stages of a category with their pools and bracket columns: generation, pool sheets, bracket advancement, next
 * swiss rounds, and advancing the qualifiers of a finished stage into the next one. It holds the one reader that
 * ranks its pools' and brackets' fight results (StandingsReader): generation and advancement need it, and the
 * standings module's public reads are built on it.
 */
@Module({
  imports: [TournamentsModule, NominationsModule, FightsModule, RingsModule],
  controllers: [StagesController, PoolsController, NextRoundController, AdvancementController],
  providers: [
    StageLookup,
    StagesService,
    PoolsService,
    BracketAdvancementHook,
    TeamMatchHook,
    // After bracket advancement: the fighter's fights are decided once the bracket has moved.
    BlackCardHook,
    NextRoundService,
    AdvancementService,
    StandingsReader,
    CategoryStagesPart,
    RingFightStagesPart,
  ],
  exports: [StandingsReader],
})
export class StagesModule {}
