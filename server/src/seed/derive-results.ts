import type { INestApplicationContext } from '@nestjs/common';
import { ResultsJob } from '../results/results-job.js';

/**
 * The ratings, achievements and whatever else the results job derives, computed once at the end of seeding, before
 * anyone looks: after the history (ratings) and the achievement definitions (awards) are all in.
 */
export async function deriveSeededResults(app: INestApplicationContext): Promise<void> {
  // Steps register themselves when their modules initialise.
  await app.init();
  const job = app.get(ResultsJob);
  job.schedule('demo world seeded');
  await job.idle();
}
