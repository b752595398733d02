import { Module } from '@nestjs/common';
import { TournamentContents } from './tournament-contents.js';
import { TournamentLookup } from './tournament-lookup.js';
import { TournamentsController } from './tournaments.controller.js';
import { TournamentCoversService } from './tournament-covers.service.js';
import { TournamentsService } from './tournaments.service.js';
import { TournamentVisibility } from './tournament-visibility.js';

/**
 * Tournaments, their status transitions, the lookups every competition module checks ownership with, and the feed
 * that tells the live module when a tournament stops being public. The modules above that own a tournament's
 * categories, fights and places register them in TournamentContents.
 */
@Module({
  controllers: [TournamentsController],
  providers: [
    TournamentLookup,
    TournamentContents,
    TournamentsService,
    TournamentVisibility,
    TournamentCoversService,
  ],
  exports: [TournamentLookup, TournamentContents, TournamentVisibility],
})
export class TournamentsModule {}
