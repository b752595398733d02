import { Injectable, Logger } from '@nestjs/common';

/** What /api/health tells about carrying changes to the other replicas. */
export interface ReplicationStatus {
  /** Publishes to Redis that failed since start: another replica may show a stale view until its next change. */
  failures: number;
  lastFailure: string | null;
  lastFailureAt: string | null;
}

/**
 * Counts the failures of publishing a change to the other replicas (a view invalidation on the Redis stream), so an
 * operator sees them on /api/health instead of in a log nobody reads. Every failure is logged too.
 */
@Injectable()
export class ReplicationHealth {
  private readonly logger = new Logger('Replication');
  private failures = 0;
  private lastFailure: string | null = null;
  private lastFailureAt: Date | null = null;

  failed(what: string, error: unknown): void {
    this.failures += 1;
    this.lastFailure = `${what}: ${error instanceof Error ? error.message : String(error)}`;
    this.lastFailureAt = new Date();
    this.logger.error(this.lastFailure);
  }

  get status(): ReplicationStatus {
    return {
      failures: this.failures,
      lastFailure: this.lastFailure,
      lastFailureAt: this.lastFailureAt?.toISOString() ?? null,
    };
  }
}
