import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { HemaRatingsController } from './hema-ratings/hema-ratings.controller.js';
import { HemaRatingsService } from './hema-ratings/hema-ratings.service.js';
import { PrintController } from './print.controller.js';
import { PrintService } from './print.service.js';

/** Documents as files: the PDF print-outs of spec §7 and the HEMA Ratings export of spec §4. Reads only. */
@Module({
  imports: [TournamentsModule, StandingsModule],
  controllers: [PrintController, HemaRatingsController],
  providers: [PrintService, HemaRatingsService],
})
export class DocumentsModule {}
