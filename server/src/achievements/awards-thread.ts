import { Worker } from 'node:worker_threads';
import { workerEntry } from '../common/worker-entry.js';
import type { AwardChanges, AwardsInput } from './achievement-records.js';

export interface AwardsTask {
  databaseUrl: string;
  input: AwardsInput;
}

export type AwardsAnswer = (AwardChanges & { ms: number }) | { error: string };

/**
 * What makes the stored awards equal to those the rules give, computed in a worker thread started for this one task (it keeps nothing between runs,
 * unlike the rating worker): it reads the fights on its own connection to `databaseUrl`.
 */
export function awardsInWorker(
  databaseUrl: string,
  input: AwardsInput,
): Promise<AwardChanges & { ms: number }> {
  const { file, workerData } = workerEntry(new URL('./awards-worker.js', import.meta.url), import.meta.url);
  const worker = new Worker(file, { workerData });
  return new Promise<AwardChanges & { ms: number }>((resolve, reject) => {
    worker.once('message', (answer: AwardsAnswer) => {
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`awards worker stopped (exit code ${code})`)));
    worker.postMessage({ databaseUrl, input } satisfies AwardsTask);
  }).finally(() => void worker.terminate());
}
