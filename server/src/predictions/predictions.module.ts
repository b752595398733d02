import { Module } from '@nestjs/common';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { FighterRatings } from './fighter-ratings.js';
import { PredictionsController } from './predictions.controller.js';
import { PredictionsService } from './predictions.service.js';

/** Fight predictions and their leaderboards; exports the ratings reader the achievements step shares. */
@Module({
  imports: [TournamentsModule],
  controllers: [PredictionsController],
  providers: [PredictionsService, FighterRatings],
  exports: [FighterRatings],
})
export class PredictionsModule {}
