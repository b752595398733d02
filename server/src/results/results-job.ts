import { Injectable, Logger } from '@nestjs/common';

/** One step of the results job (weapon ratings, achievements, ...), run in registration order. */
export interface ResultsStep {
  /** Short name for logs and the admins' progress view, e.g. `ratings`. */
  name: string;
  /** Recomputes everything the step owns from the database; must be idempotent (running twice changes nothing). */
  run(progress: (done: number, total: number) => void): Promise<void>;
}

/**
 * The one background job that turns results into ratings, achievements and other derived data. Anything that
 * changes results (a tournament finishes, a result is fixed afterwards, an import is approved, two users are merged)
 * calls {@link ResultsJob.schedule}; it never blocks the request. Steps register themselves at module init.
 *
 * This first version runs the steps in-process, one run at a time, coalescing requests that arrive while a run is
 * under way. The ratings work replaces the runner with one that runs exactly once across replicas (Postgres-backed),
 * reports progress to admins, and keeps this interface.
 */
@Injectable()
export class ResultsJob {
  private readonly logger = new Logger('ResultsJob');
  private readonly steps: ResultsStep[] = [];
  private running: Promise<void> | null = null;
  private again = false;

  register(step: ResultsStep): void {
    if (!this.steps.some((s) => s.name === step.name)) this.steps.push(step);
  }

  /** Asks for a run; returns at once. `reason` is kept for logs (e.g. `tournament finished <id>`). */
  schedule(reason: string): void {
    this.logger.log(`scheduled: ${reason}`);
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runAll().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.schedule('coalesced');
      }
    });
  }

  /** Resolves when the current run (if any) is over; for tests and graceful shutdown. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async runAll(): Promise<void> {
    for (const step of this.steps) {
      try {
        await step.run(() => undefined);
      } catch (error) {
        this.logger.error(`step ${step.name} failed: ${(error as Error).message}`);
      }
    }
  }
}
