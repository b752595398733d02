import { Module } from '@nestjs/common';
import { CompetitionLookup } from '../common/competition-lookup.js';
import { TournamentsController } from './tournaments.controller.js';
import { TournamentCoversService } from './tournament-covers.service.js';
import { TournamentsService } from './tournaments.service.js';
import { TournamentVisibility } from './tournament-visibility.js';

/**
 * Tournaments, their status transitions, the lookups every competition module checks ownership with, and the feed
 * that tells the live module when a tournament stops being public.
 */
@Module({
  controllers: [TournamentsController],
  providers: [CompetitionLookup, TournamentsService, TournamentVisibility, TournamentCoversService],
  exports: [CompetitionLookup, TournamentVisibility],
})
export class TournamentsModule {}
