import { Worker } from 'node:worker_threads';
import type { AchievementAward } from '@hema/shared/rating/achievement-rules';
import { workerEntry } from '../common/worker-entry.js';
import type { AwardsInput } from './achievement-records.js';

export interface AwardsTask {
  databaseUrl: string;
  input: AwardsInput;
}

export type AwardsAnswer = { awards: AchievementAward[]; ms: number } | { error: string };

/**
 * The awards the rules give, computed in a worker thread started for this one task (it keeps nothing between runs,
 * unlike the rating worker): it reads the fights on its own connection to `databaseUrl`.
 */
export function awardsInWorker(
  databaseUrl: string,
  input: AwardsInput,
): Promise<{ awards: AchievementAward[]; ms: number }> {
  const { file, workerData } = workerEntry(new URL('./awards-worker.js', import.meta.url), import.meta.url);
  const worker = new Worker(file, { workerData });
  return new Promise<{ awards: AchievementAward[]; ms: number }>((resolve, reject) => {
    worker.once('message', (answer: AwardsAnswer) => {
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`awards worker stopped (exit code ${code})`)));
    worker.postMessage({ databaseUrl, input } satisfies AwardsTask);
  }).finally(() => void worker.terminate());
}
