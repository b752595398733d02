import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { AreasController } from './areas.controller.js';
import { AreasService } from './areas.service.js';
import { RingJudgesController } from './ring-judges.controller.js';
import { RingJudgesService } from './ring-judges.service.js';
import { RingLookup } from './ring-lookup.js';
import { RingFightStages } from './ring-fight-stages.js';

/** Rings (spec: areas) of a tournament and the order of the fights on each. */
@Module({
  imports: [TournamentsModule, FightsModule],
  controllers: [AreasController, RingJudgesController],
  providers: [RingFightStages, RingLookup, AreasService, RingJudgesService],
  // Stages register the names of the fights' stages and pools here (they sit above; see ring-fight-stages.ts).
  exports: [RingFightStages],
})
export class RingsModule {}
