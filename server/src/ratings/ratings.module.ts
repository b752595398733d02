import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module.js';
import { NominationResults } from './nomination-results.js';
import { RatingsController } from './ratings.controller.js';
import { RatingsStep } from './ratings.step.js';
import { FighterData } from './fighter-data.js';
import { FIGHTER_RECORD } from '../users/fighter-record.js';
import { WeaponRatingsReader } from './weapon-ratings.reader.js';
import { RatingThread } from './rating-thread.js';

/**
 * Results that live on: the ratings step of the results job (category results and weapon ratings), the rating
 * lists, and the fighter data the user pages read.
 */
@Module({
  imports: [StandingsModule],
  controllers: [RatingsController],
  providers: [
    NominationResults,
    RatingsStep,
    FighterData,
    WeaponRatingsReader,
    RatingThread,
    { provide: FIGHTER_RECORD, useExisting: FighterData },
  ],
  exports: [RatingsStep, FighterData, FIGHTER_RECORD],
})
export class RatingsModule {}
