import { Module, type OnModuleInit } from '@nestjs/common';
import { PredictionsModule } from '../predictions/predictions.module.js';
import { RatingsModule } from '../ratings/ratings.module.js';
import { ResultsJob } from '../results/results-job.js';
import { StandingsModule } from '../standings/standings.module.js';
import { AchievementsController } from './achievements.controller.js';
import { AchievementsService } from './achievements.service.js';

/** Achievements: definitions, the results job's `achievements` step, and who holds what. */
@Module({
  // RatingsModule first: Nest initialises it before this module, so the ratings step runs before this one.
  imports: [RatingsModule, StandingsModule, PredictionsModule],
  controllers: [AchievementsController],
  providers: [AchievementsService],
  exports: [AchievementsService],
})
export class AchievementsModule implements OnModuleInit {
  constructor(
    private readonly job: ResultsJob,
    private readonly achievements: AchievementsService,
  ) {}

  /** Registers after the ratings step (its module is imported earlier), since upsets read the ratings. */
  onModuleInit(): void {
    this.job.register({
      name: 'achievements',
      run: async (progress) => {
        progress(0, 1);
        await this.achievements.awardAll();
        progress(1, 1);
      },
    });
  }
}
