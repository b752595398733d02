import type { INestApplicationContext } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { ResultsJob } from '../results/results-job.js';

/**
 * The ratings, achievements and whatever else the results job derives, computed once at the end of seeding, before
 * anyone looks: after the history (ratings) and the achievement definitions (awards) are all in.
 */
export async function deriveSeededResults(app: INestApplicationContext): Promise<void> {
  // Steps register themselves when their modules initialise.
  await app.init();
  await app.get(EventBus).publish({ type: 'results.changed', reason: 'demo world seeded' });
  await app.get(ResultsJob).idle();
}
