/**
 * The achievements step's worker thread (one per run): reads every fighter's fights on its own connection to the
 * server's Postgres, applies the achievement rules and compares them with the stored awards, away from the server's
 * event loop. It answers once, with what changed, and ends.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { withWorkerConnection } from '../database/worker-connection.js';
import { awardChangesOf } from './achievement-records.js';
import type { AwardsTask, AwardsAnswer } from './awards-thread.js';
import { lowerThreadPriority } from '../common/thread-cpu.js';

const port = parentPort;
if (!port) throw new Error('awards-worker runs as a worker thread');
// Background work: the server thread (judges, spectators) gets a core first on a busy machine.
lowerThreadPriority();

port.once('message', ({ databaseUrl, input }: AwardsTask) => {
  const started = performance.now();
  // The diff against the stored awards is made here too: the server thread then handles only what changed (usually
  // nothing) instead of loading every stored award and receiving every wanted one.
  withWorkerConnection(databaseUrl, (query) => awardChangesOf(query, input)).then(
    (changes) => port.postMessage({ ...changes, ms: performance.now() - started } satisfies AwardsAnswer),
    (error: unknown) => port.postMessage({ error: (error as Error).message } satisfies AwardsAnswer),
  );
});
