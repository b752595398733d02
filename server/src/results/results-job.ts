import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { DataSource, type QueryRunner } from 'typeorm';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { sqlOf } from '../database/sql.js';
import type { z } from 'zod';
import type { resultsJobStatusSchema } from '@hema/shared/contracts/ratings';

/** One step of the results job (weapon ratings, achievements, ...), run in registration order. */
export interface ResultsStep {
  /** Short name for logs and the admins' progress view, e.g. `ratings`. */
  name: string;
  /** Recomputes everything the step owns from the database; must be idempotent (running twice changes nothing). */
  run(progress: (done: number, total: number) => void): Promise<void>;
}

export type ResultsJobStatus = z.input<typeof resultsJobStatusSchema>;

/** The job's row in `results_job`, and the key of its advisory lock (any constant shared by every replica). */
const JOB_ID = 'results';
const LOCK_KEY = 7_295_013;
/** Progress is written to the job row at most this many times per step: enough for a progress bar. */
const PROGRESS_WRITES = 20;

interface JobRow {
  requested: number;
  completed: number;
  running: boolean;
  reason: string | null;
  step: string | null;
  done: number;
  total: number;
  runs: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
}

/**
 * The one background job that turns results into ratings, achievements and other derived data. Anything that
 * changes results (a tournament finishes, a result is fixed afterwards, an import is approved, two users are merged)
 * publishes `results.changed` on the event bus, which calls {@link ResultsJob.schedule}; it never blocks the request. Steps register themselves at module init.
 *
 * Across replicas it is one job: `schedule` adds one to the `requested` counter of the job's row, and whichever
 * replica holds the Postgres advisory lock runs the steps and then marks the counter it started from as
 * `completed`. A replica that cannot take the lock leaves the request to the holder, which looks at the counter
 * again before and after it lets the lock go, so a request is never lost and never run twice at the same time.
 * Requests that arrive during a run coalesce into one more run. Steps recompute from the database, so a run that
 * dies half-way is simply redone on the next request or start.
 */
@Injectable()
export class ResultsJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('ResultsJob');
  private readonly steps: ResultsStep[] = [];
  /** This process's work on the job (asking, then trying to run), chained so `idle` can wait for all of it. */
  private work: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly db: DataSource,
    @Inject(DATABASE) private readonly database: Pick<Database, 'kind'>,
    private readonly events: EventBus,
  ) {
    // Whatever writes results tells the bus; the job is asked once per such event, after its commit.
    events.on('results.changed', (event) => this.schedule(event.reason));
  }

  register(step: ResultsStep): void {
    if (!this.steps.some((s) => s.name === step.name)) this.steps.push(step);
  }

  /** Step names in run order, for the admins' view. */
  get stepNames(): string[] {
    return this.steps.map((s) => s.name);
  }

  /** A request left over from a replica that stopped mid-run is picked up at start. */
  onApplicationBootstrap(): void {
    this.enqueue(() => this.drain());
  }

  /** Asks for a run; returns at once. `reason` is kept for logs and the admins' view (e.g. `tournament finished`). */
  schedule(reason: string): void {
    this.logger.log(`scheduled: ${reason}`);
    // Asked at once, not behind this process's running work: the admins' view says "waiting" from now on, and a
    // run that finishes meanwhile sees the request (a rejection is kept for the chained task to report).
    const asked = this.db
      .query(`UPDATE results_job SET requested = requested + 1, reason = $2 WHERE id = $1`, [
        JOB_ID,
        reason.slice(0, 500),
      ])
      .then(
        () => null,
        (error: unknown) => error,
      );
    this.enqueue(async () => {
      const error = await asked;
      if (error) throw error;
      await this.drain();
    });
  }

  /** Resolves when this process has nothing left to ask or run; for tests, the seed and graceful shutdown. */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.work;
  }

  /** What admins see on /admin/controls. */
  async status(): Promise<ResultsJobStatus> {
    const row = await this.row();
    return {
      running: row.running,
      waiting: row.requested > row.completed,
      step: row.step,
      done: row.done,
      total: row.total,
      steps: this.stepNames,
      runs: row.runs,
      lastReason: row.reason,
      lastStartedAt: row.startedAt ? row.startedAt.toISOString() : null,
      lastFinishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
      lastError: row.error,
    };
  }

  private enqueue(task: () => Promise<void>): void {
    this.pending += 1;
    this.work = this.work
      .then(task)
      .catch((error: unknown) => this.logger.error(`results job: ${(error as Error).message}`))
      .finally(() => {
        this.pending -= 1;
      });
  }

  private async row(): Promise<JobRow> {
    return sqlOf(this.db)
      .selectFrom('results_job')
      .selectAll()
      .where('id', '=', JOB_ID)
      .executeTakeFirstOrThrow();
  }

  /** Runs while there are requests nobody has run yet, holding the lock; gives up at once when another holds it. */
  private async drain(): Promise<void> {
    for (;;) {
      const ran = await this.withLock(async () => {
        for (;;) {
          const { requested, completed } = await this.row();
          if (requested <= completed) return;
          await this.runSteps(requested);
        }
      });
      if (!ran) return;
      // A request that came while the lock was being let go found it taken: look once more.
      const { requested, completed } = await this.row();
      if (requested <= completed) return;
    }
  }

  /**
   * `work` under the job's session-level advisory lock; false when another replica holds it. On Postgres the lock
   * lives on one pooled connection kept for the run. The embedded PGlite is one session in one process: its only
   * connection must stay free for the steps, and `enqueue` already runs this process's work one at a time.
   */
  private async withLock(work: () => Promise<void>): Promise<boolean> {
    let runner: QueryRunner | null = null;
    if (this.database.kind === 'postgres') {
      runner = this.db.createQueryRunner();
      await runner.connect();
    }
    const query = (sql: string) => (runner ? runner.query(sql, [LOCK_KEY]) : this.db.query(sql, [LOCK_KEY]));
    try {
      const [{ locked }]: { locked: boolean }[] = await query(`SELECT pg_try_advisory_lock($1) AS locked`);
      if (!locked) return false;
      try {
        await work();
      } finally {
        await query(`SELECT pg_advisory_unlock($1)`);
      }
      return true;
    } finally {
      await runner?.release();
    }
  }

  private async runSteps(requested: number): Promise<void> {
    await this.db.query(
      `UPDATE results_job SET running = true, "startedAt" = now(), "finishedAt" = NULL, error = NULL,
        step = NULL, done = 0, total = 0 WHERE id = $1`,
      [JOB_ID],
    );
    const errors: string[] = [];
    for (const step of this.steps) {
      await this.db.query(`UPDATE results_job SET step = $2, done = 0, total = 0 WHERE id = $1`, [
        JOB_ID,
        step.name,
      ]);
      let written = -1;
      let writes: Promise<unknown> = Promise.resolve();
      const progress = (done: number, total: number) => {
        const slice = total > 0 ? Math.floor((done * PROGRESS_WRITES) / total) : 0;
        if (slice === written) return;
        written = slice;
        writes = writes.then(() =>
          this.db
            .query(`UPDATE results_job SET done = $2, total = $3 WHERE id = $1`, [JOB_ID, done, total])
            .catch(() => undefined),
        );
      };
      // How long this thread stopped answering (judges, spectators) while the step ran: what a step still does on
      // the event loop rather than in its worker shows here first.
      const stalls = monitorEventLoopDelay({ resolution: 5 });
      stalls.enable();
      const started = performance.now();
      try {
        await step.run(progress);
      } catch (error) {
        const message = `${step.name}: ${(error as Error).message}`;
        this.logger.error(`step ${message}`);
        errors.push(message);
      }
      stalls.disable();
      this.logger.log(
        `step ${step.name}: ${Math.round(performance.now() - started)} ms; event loop delay p99 ` +
          `${(stalls.percentile(99) / 1e6).toFixed(1)} ms, max ${(stalls.max / 1e6).toFixed(1)} ms`,
      );
      await writes;
    }
    // The steps write outside any request (category results, ratings, awards): what shows them is built again.
    await this.events.publish({ type: 'results.written' });
    // Marked done even when a step failed: the error is shown to admins, and the next request retries everything.
    await this.db.query(
      `UPDATE results_job SET running = false, "finishedAt" = now(), completed = GREATEST(completed, $2),
        runs = runs + 1, step = NULL, error = $3 WHERE id = $1`,
      [JOB_ID, requested, errors.length ? errors.join('; ').slice(0, 2000) : null],
    );
  }
}
