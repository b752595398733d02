import { Module } from '@nestjs/common';
import { TournamentContents } from './tournament-contents.js';
import { TournamentLookup } from './tournament-lookup.js';
import { TournamentsController } from './tournaments.controller.js';
import { TournamentCoversService } from './tournament-covers.service.js';
import { TournamentsService } from './tournaments.service.js';

/**
 * Tournaments, their status transitions and the lookups every competition module checks ownership with. A status
 * change goes out on the event bus (`tournament.status-changed`), where the live module takes a tournament that stops
 * being public away from those who may no longer see it. The modules above that own a tournament's categories,
 * fights and places register them in TournamentContents.
 */
@Module({
  controllers: [TournamentsController],
  providers: [TournamentLookup, TournamentContents, TournamentsService, TournamentCoversService],
  exports: [TournamentLookup, TournamentContents],
})
export class TournamentsModule {}
