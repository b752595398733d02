import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import type { RatedFightResult } from '@hema/shared/rating/weapon-ratings';
import type { RatingDigest, RatingTables } from './rating-tables.js';
import { workerEntry } from '../common/worker-entry.js';
import type { BoutSource, FromRatingWorker, ToRatingWorker } from './rating-worker-protocol.js';

/** Bouts per message: cloning one slice holds the server thread for a few milliseconds, not the whole history. */
const SLICE = 5_000;

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The tables, the worker's milliseconds rating and reading (0 when it was sent the bouts), how many bouts, how
 * many tournaments' bouts the worker read (-1 when it was sent them), and the worker thread's CPU milliseconds
 * reading and rating (-1: not measured).
 */
export interface Rated {
  tables: RatingTables;
  ms: number;
  readMs: number;
  bouts: number;
  tournamentsRead: number;
  cpuReadMs: number;
  cpuRateMs: number;
}

interface Waiting {
  resolve: (answer: Rated) => void;
  reject: (error: Error) => void;
  progress: (done: number, total: number) => void;
}

/**
 * The one rating worker thread of this process (started on first use, kept with its per-period state between
 * runs). It does not keep the process alive while idle; a worker that dies fails the run it was on, and the next
 * run starts a new one (with a full recomputation).
 */
@Injectable()
export class RatingThread implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private runs = 0;
  /** How much the last run rated again, for logs and tests. */
  lastRun: { periodsRated: number; periods: number; ms: number } | null = null;

  /**
   * What the rating tables need written for `bouts` (as the ratings step reads them), given the digests of what they
   * hold (`stored`; none: write everything), or for the bouts the worker reads itself from `source` (with the
   * stored digests).
   */
  async rate(
    bouts: readonly RatedFightResult[] | BoutSource,
    stored: RatingDigest[] = [],
    progress: (done: number, total: number) => void = () => undefined,
  ): Promise<Rated> {
    const worker = this.start();
    const run = ++this.runs;
    const answer = new Promise<Rated>((resolve, reject) =>
      this.waiting.set(run, { resolve, reject, progress }),
    );
    worker.ref();
    try {
      if (Array.isArray(bouts)) {
        for (let at = 0; at < bouts.length; at += SLICE) {
          this.post(worker, { kind: 'bouts', run, bouts: bouts.slice(at, at + SLICE) });
          await breathe();
        }
        this.post(worker, { kind: 'rate', run, stored });
      } else this.post(worker, { kind: 'rate', run, source: bouts as BoutSource, stored });
      const rated = await answer;
      const { periodsRated, periods } = rated.tables;
      this.lastRun = { periodsRated, periods, ms: rated.ms };
      return rated;
    } finally {
      this.waiting.delete(run);
      if (this.waiting.size === 0) this.worker?.unref();
    }
  }

  /**
   * Starts the worker thread (and, given a database, its connection) ahead of a run: loading the worker's modules
   * (≈ 0.25 s) and opening a Postgres backend then overlap with what the ratings step reads first.
   */
  warm(databaseUrl?: string): void {
    const worker = this.start();
    if (databaseUrl) this.post(worker, { kind: 'connect', databaseUrl });
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private post(worker: Worker, message: ToRatingWorker): void {
    worker.postMessage(message);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const { file, workerData } = workerEntry(new URL('./rating-worker.js', import.meta.url), import.meta.url);
    const worker = new Worker(file, { workerData });
    worker.unref();
    worker.on('message', (message: FromRatingWorker) => {
      const waiting = this.waiting.get(message.run);
      if (!waiting) return;
      if (message.kind === 'progress') waiting.progress(message.done, message.total);
      else if (message.kind === 'rated') {
        const { kind: _, run: __, ...rated } = message;
        waiting.resolve(rated);
      } else waiting.reject(new Error(message.message));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.waiting.values()) waiting.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`rating worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
