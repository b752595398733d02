import type { RatedFightResult } from '@hema/shared/rating/weapon-ratings';
import type { RatingDigest, RatingTables } from './rating-tables.js';
import type { RatedTournament } from './rated-bouts.js';

/** Where the worker reads a run's bouts itself: its own connection to the server's Postgres. */
export interface BoutSource {
  databaseUrl: string;
  worldZone: string | null;
  /** Every finished tournament with the digest of its bouts' sources: the worker reads those that changed. */
  tournaments: RatedTournament[];
}

/**
 * The server thread either sends a run's bouts in slices and then asks for the tables, with `stored` the digests
 * of what the tables hold now, or (on Postgres) only asks, naming the database the worker reads the changed bouts
 * and the stored digests from. The worker answers with the parts that differ.
 */
export type ToRatingWorker =
  /** Open the worker's connection now: a run is about to ask (it is opened while the server thread reads). */
  | { kind: 'connect'; databaseUrl: string }
  | { kind: 'bouts'; run: number; bouts: RatedFightResult[] }
  | { kind: 'rate'; run: number; source?: BoutSource; stored?: RatingDigest[] };

export type FromRatingWorker =
  | { kind: 'progress'; run: number; done: number; total: number }
  | {
      kind: 'rated';
      run: number;
      tables: RatingTables;
      ms: number;
      bouts: number;
      readMs: number;
      /** Tournaments whose bouts the worker read (the others it kept from its last run); -1 when sent the bouts. */
      tournamentsRead: number;
      /** The worker thread's CPU time reading and rating (-1 where it cannot be measured). */
      cpuReadMs: number;
      cpuRateMs: number;
    }
  | { kind: 'failed'; run: number; message: string };
