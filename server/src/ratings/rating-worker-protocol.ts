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
 * The server thread either sends a run's bouts in slices and then asks for the tables, or (on Postgres) only asks,
 * naming the database the worker reads them from. `stored` are the digests of what the tables hold now: the
 * worker answers with the parts that differ.
 */
export type ToRatingWorker =
  | { kind: 'bouts'; run: number; bouts: RatedFightResult[] }
  | { kind: 'rate'; run: number; source?: BoutSource; stored: RatingDigest[] };

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
    }
  | { kind: 'failed'; run: number; message: string };
