/**
 * The achievements step's worker thread (one per run): reads every fighter's fights on its own connection to the
 * server's Postgres and applies the achievement rules, away from the server's event loop. It answers once and ends.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { withWorkerConnection } from '../database/worker-connection.js';
import { wantedAwards } from './achievement-records.js';
import type { AwardsTask, AwardsAnswer } from './awards-thread.js';
import { lowerThreadPriority } from '../common/thread-cpu.js';

const port = parentPort;
if (!port) throw new Error('awards-worker runs as a worker thread');
// Background work: the server thread (judges, spectators) gets a core first on a busy machine.
lowerThreadPriority();

port.once('message', ({ databaseUrl, input }: AwardsTask) => {
  const started = performance.now();
  withWorkerConnection(databaseUrl, (query) => wantedAwards(query, input)).then(
    (awards) => port.postMessage({ awards, ms: performance.now() - started } satisfies AwardsAnswer),
    (error: unknown) => port.postMessage({ error: (error as Error).message } satisfies AwardsAnswer),
  );
});
