import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { StandingsController } from './standings.controller.js';
import { StandingsReader } from './standings-reader.js';
import { StandingsService } from './standings.service.js';

/**
 * Standings: the one reader that ranks fight results with the domain engine (used by stage generation and
 * advancement too), and the public reads built on it.
 */
@Module({
  imports: [TournamentsModule, FightsModule],
  controllers: [StandingsController],
  providers: [StandingsReader, StandingsService],
  exports: [StandingsReader, StandingsService],
})
export class StandingsModule {}
