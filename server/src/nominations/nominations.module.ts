import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { NominationsController } from './nominations.controller.js';
import { NominationsService } from './nominations.service.js';
import { ParticipantsController } from './participants.controller.js';
import { ParticipantsService } from './participants.service.js';
import { NominationLookup } from './nomination-lookup.js';
import { TournamentCategoriesPart } from './tournament-categories.js';

/** Categories (spec: nominations) and the fighters entered in them. */
@Module({
  imports: [TournamentsModule, FightsModule],
  controllers: [NominationsController, ParticipantsController],
  providers: [TournamentCategoriesPart, NominationLookup, NominationsService, ParticipantsService],
})
export class NominationsModule {}
