import { Injectable, Logger } from '@nestjs/common';

/** What /api/health tells about carrying changes between replicas. */
export interface ReplicationStatus {
  /** Publishes to Redis that failed since start: another replica may show a stale view until its next change. */
  failures: number;
  /** Outages of reading the other replicas' changes (each drops every view kept here, so nothing stays stale). */
  readFailures: number;
  lastFailure: string | null;
  lastFailureAt: string | null;
}

/**
 * Counts the failures of carrying a change to the other replicas (a view invalidation on the Redis stream), so an
 * operator sees them on /api/health instead of in a log nobody reads. Every failure is logged too.
 */
@Injectable()
export class ReplicationHealth {
  private readonly logger = new Logger('Replication');
  private failures = 0;
  private readFailures = 0;
  private lastFailure: string | null = null;
  private lastFailureAt: Date | null = null;

  /** A change this replica made did not reach the others. */
  publishFailed(what: string, error: unknown): void {
    this.failures += 1;
    this.note(what, error);
  }

  /** This replica could not read the others' changes for a while. */
  readFailed(what: string, error: unknown): void {
    this.readFailures += 1;
    this.note(what, error);
  }

  get status(): ReplicationStatus {
    return {
      failures: this.failures,
      readFailures: this.readFailures,
      lastFailure: this.lastFailure,
      lastFailureAt: this.lastFailureAt?.toISOString() ?? null,
    };
  }

  private note(what: string, error: unknown): void {
    this.lastFailure = `${what}: ${error instanceof Error ? error.message : String(error)}`;
    this.lastFailureAt = new Date();
    this.logger.error(this.lastFailure);
  }
}
