/**
 * The rating worker thread: rates the weapon lists for the results job away from the server's event loop, and
 * keeps a RatingLedger between runs: each tournament's counted bouts with its digest (so, on Postgres, it reads
 * again only the tournaments whose digest changed), each list's periods with the fighters' states after them (so a
 * run rates only from the earliest period that changed, and appending a tournament rebuilds nothing before it), and
 * the digests of what was written (so it hashes only what it rated again). The kept state is only a shortcut: the
 * result is the same as a full recomputation from the same bouts, so a new worker (after a restart, or on another
 * replica) simply starts with a full one.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { KeptWorkerConnection } from '../database/worker-connection.js';
import { RatingLedger, tournamentsOf, type LedgerTournament } from '@hema/shared/rating/rating-lists';
import type { RatedFightResult } from '@hema/shared/rating/weapon-ratings';
import { ratingTables, type RatingDigest } from './rating-tables.js';
import { readRatedBouts } from './rated-bouts.js';
import { lowerThreadPriority, threadCpuMs } from '../common/thread-cpu.js';
import type { BoutSource, FromRatingWorker, ToRatingWorker } from './rating-worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('rating-worker runs as a worker thread');
// Background work: the server thread (judges, spectators) gets a core first on a busy machine.
lowerThreadPriority();

let ledger = new RatingLedger();
/** The world zone the ledger's bouts were counted for (each bout counts once more in it). */
let ledgerWorld: string | null | undefined;
const inputs = new Map<number, RatedFightResult[]>();
const reply = (message: FromRatingWorker) => port.postMessage(message);

const STORED_DIGESTS = `SELECT "weaponId", "zoneId", part, digest FROM weapon_rating_digest`;

/** The worker's own connection, kept between runs (a run after one more tournament reads a few milliseconds). */
const connection = new KeptWorkerConnection();

/**
 * On the worker's own connection (Postgres only): the bouts of the tournaments whose digest changed since the last
 * run, and the digests of what the tables hold.
 */
function readChanged(
  source: BoutSource,
  tournaments: readonly LedgerTournament[],
): Promise<{ rows: RatedFightResult[]; stored: RatingDigest[] }> {
  return connection.run(source.databaseUrl, async (query) => ({
    rows: await readRatedBouts(query, source.worldZone, ledger.toRead(tournaments)),
    stored: await query<RatingDigest>(STORED_DIGESTS, []),
  }));
}

async function rate(run: number, source: BoutSource | undefined, sentStored: RatingDigest[]): Promise<void> {
  const started = performance.now();
  const cpuStarted = threadCpuMs();
  let tournaments: LedgerTournament[];
  let rows: RatedFightResult[];
  let stored = sentStored;
  if (source) {
    if (ledgerWorld !== source.worldZone) ledger = new RatingLedger();
    ledgerWorld = source.worldZone;
    tournaments = source.tournaments.map(({ tournamentId, digest }) => ({ tournamentId, digest }));
    ({ rows, stored } = await readChanged(source, tournaments));
  } else {
    // Sent the bouts of every tournament (the embedded database), named without digests: each is counted and
    // compared every run, so whatever world zone the ledger held before does not matter (nor after: a run with a
    // source reads every tournament without a digest again).
    rows = inputs.get(run) ?? [];
    tournaments = tournamentsOf(rows);
  }
  inputs.delete(run);
  const read = performance.now();
  const cpuRead = threadCpuMs();
  const rated = ledger.update(tournaments, rows, (done, total) =>
    reply({ kind: 'progress', run, done, total }),
  );
  const tables = ratingTables(rated, stored);
  const cpuDone = threadCpuMs();
  const cpu = (to: number | null, from: number | null) => (to === null || from === null ? -1 : to - from);
  reply({
    kind: 'rated',
    run,
    tables,
    ms: performance.now() - read,
    bouts: rated.bouts,
    readMs: read - started,
    tournamentsRead: source ? rated.tournamentsCounted : -1,
    cpuReadMs: cpu(cpuRead, cpuStarted),
    cpuRateMs: cpu(cpuDone, cpuRead),
  });
}

port.on('message', (message: ToRatingWorker) => {
  if (message.kind === 'connect') {
    // A connection that cannot be opened now fails the run that asks for it.
    connection.open(message.databaseUrl).catch(() => undefined);
    return;
  }
  if (message.kind === 'bouts') {
    const bouts = inputs.get(message.run);
    if (bouts) for (const bout of message.bouts) bouts.push(bout);
    else inputs.set(message.run, message.bouts);
    return;
  }
  const { run } = message;
  // Runs come one at a time (the results job runs one at a time per process), so the ledger is never shared.
  rate(run, message.source, message.stored ?? []).catch((error: unknown) => {
    inputs.delete(run);
    // What the ledger keeps may be half-updated: the next run starts from nothing (a full recomputation).
    ledger = new RatingLedger();
    ledgerWorld = undefined;
    reply({ kind: 'failed', run, message: (error as Error).message });
  });
});
