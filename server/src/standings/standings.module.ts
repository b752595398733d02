import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { StandingsController } from './standings.controller.js';
import { StandingsService } from './standings.service.js';
import { StageLookup } from '../stages/stage-lookup.js';
import { StagesModule } from '../stages/stages.module.js';

/**
 * Standings: the public reads of results (pool and stage tables, category standings, statistics, summary), built on
 * the stages module's reader that ranks fight results with the domain engine.
 */
@Module({
  imports: [TournamentsModule, FightsModule, StagesModule],
  controllers: [StandingsController],
  providers: [StageLookup, StandingsService],
  exports: [StandingsService],
})
export class StandingsModule {}
