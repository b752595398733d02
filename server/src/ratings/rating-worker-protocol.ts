import type { RatedFightResult } from '@hema/shared/rating/weapon-ratings';
import type { RatingTables } from './rating-tables.js';

/** The server thread sends a run's bouts in slices, then asks for the tables. */
export type ToRatingWorker =
  { kind: 'bouts'; run: number; bouts: RatedFightResult[] } | { kind: 'rate'; run: number };

export type FromRatingWorker =
  | { kind: 'progress'; run: number; done: number; total: number }
  | { kind: 'rated'; run: number; tables: RatingTables; ms: number }
  | { kind: 'failed'; run: number; message: string };
