import { Module } from '@nestjs/common';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { NominationsController } from './nominations.controller.js';
import { NominationsService } from './nominations.service.js';
import { ParticipantsController } from './participants.controller.js';
import { ParticipantsService } from './participants.service.js';
import { NominationLookup } from './nomination-lookup.js';
import { TournamentCategoriesPart } from './tournament-categories.js';
import { CategoryContents } from './category-contents.js';

/** Categories (spec: nominations) and the fighters entered in them. */
@Module({
  imports: [TournamentsModule],
  controllers: [NominationsController, ParticipantsController],
  providers: [
    CategoryContents,
    TournamentCategoriesPart,
    NominationLookup,
    NominationsService,
    ParticipantsService,
  ],
  // Fights and stages register their parts of a category here (they sit above; see category-contents.ts).
  exports: [CategoryContents],
})
export class NominationsModule {}
