import { Module } from '@nestjs/common';
import { StagesModule } from '../stages/stages.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { HemaRatingsController } from './hema-ratings/hema-ratings.controller.js';
import { HemaRatingsService } from './hema-ratings/hema-ratings.service.js';
import { PrintController } from './print.controller.js';
import { PrintService } from './print.service.js';
import { RingLookup } from '../rings/ring-lookup.js';
import { StageLookup } from '../stages/stage-lookup.js';

/** Documents as files: the PDF print-outs of spec §7 and the HEMA Ratings export of spec §4. Reads only. */
@Module({
  imports: [TournamentsModule, StagesModule],
  controllers: [PrintController, HemaRatingsController],
  providers: [StageLookup, RingLookup, PrintService, HemaRatingsService],
})
export class DocumentsModule {}
