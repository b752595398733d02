import { Module } from '@nestjs/common';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { ApplicationMail } from './application-mail.js';
import { ApplicationsController } from './applications.controller.js';
import { ApplicationsService } from './applications.service.js';
import { NominationLookup } from '../nominations/nomination-lookup.js';
import { TournamentPlacesPart } from './tournament-places.js';

/** Fighters' applications and the organizer's review; approved applications are the categories' fighters. */
@Module({
  imports: [TournamentsModule],
  controllers: [ApplicationsController],
  providers: [TournamentPlacesPart, NominationLookup, ApplicationsService, ApplicationMail],
})
export class ApplicationsModule {}
