/**
 * The rating worker thread: rates the weapon lists for the results job away from the server's event loop, and
 * keeps each list's per-period state between runs so the next run rates only from the earliest tournament whose
 * bouts changed, and (on Postgres) each tournament's bouts with their digest so it reads again only the
 * tournaments that changed. The kept state is only a shortcut: the result is the same as a full recomputation from the same
 * bouts, so a new worker (after a restart, or on another replica) simply starts with a full one.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { withWorkerConnection } from '../database/worker-connection.js';
import { rateLists, type RatingListsState } from '@hema/shared/rating/rating-lists';
import type { RatedFightResult } from '@hema/shared/rating/weapon-ratings';
import { ratingTables, type RatingDigest } from './rating-tables.js';
import { readChangedBouts, type KeptTournament } from './rated-bouts.js';
import type { BoutSource, FromRatingWorker, ToRatingWorker } from './rating-worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('rating-worker runs as a worker thread');

let kept: RatingListsState = new Map();
/** The bouts of each tournament as last read, with their digest; for one world zone. */
let keptBouts = new Map<string, KeptTournament>();
let keptWorld: string | null | undefined;
const inputs = new Map<number, RatedFightResult[]>();
const reply = (message: FromRatingWorker) => port.postMessage(message);

/** The bouts, read on the worker's own connection (Postgres only): only tournaments that changed since last run. */
function readBouts(source: BoutSource): Promise<{ bouts: RatedFightResult[]; tournamentsRead: number }> {
  if (keptWorld !== source.worldZone) keptBouts = new Map();
  keptWorld = source.worldZone;
  return withWorkerConnection(source.databaseUrl, (query) =>
    readChangedBouts(query, source.worldZone, source.tournaments, keptBouts),
  );
}

async function rate(run: number, source: BoutSource | undefined, stored: RatingDigest[]): Promise<void> {
  const started = performance.now();
  const { bouts, tournamentsRead } = source
    ? await readBouts(source).catch((error: unknown) => {
        // What was kept may be half-updated: the next run reads everything again.
        keptBouts = new Map();
        throw error;
      })
    : { bouts: inputs.get(run) ?? [], tournamentsRead: -1 };
  inputs.delete(run);
  const read = performance.now();
  const rated = rateLists(bouts, kept, {
    progress: (done, total) => reply({ kind: 'progress', run, done, total }),
  });
  kept = rated.state;
  const tables = ratingTables(rated, stored);
  reply({
    kind: 'rated',
    run,
    tables,
    ms: performance.now() - read,
    bouts: bouts.length,
    readMs: read - started,
    tournamentsRead,
  });
}

port.on('message', (message: ToRatingWorker) => {
  if (message.kind === 'bouts') {
    const bouts = inputs.get(message.run);
    if (bouts) for (const bout of message.bouts) bouts.push(bout);
    else inputs.set(message.run, message.bouts);
    return;
  }
  const { run } = message;
  // Runs come one at a time (the results job runs one at a time per process), so the kept state is never shared.
  rate(run, message.source, message.stored).catch((error: unknown) => {
    inputs.delete(run);
    reply({ kind: 'failed', run, message: (error as Error).message });
  });
});
