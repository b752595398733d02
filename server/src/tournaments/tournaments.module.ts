import { Module } from '@nestjs/common';
import { TournamentLookup } from './tournament-lookup.js';
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
  providers: [TournamentLookup, TournamentsService, TournamentVisibility, TournamentCoversService],
  exports: [TournamentLookup, TournamentVisibility],
})
export class TournamentsModule {}
