import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ReplicationHealth } from '../events/replication-health.js';
import { REDIS } from '../redis/redis.module.js';
import { CachedReads } from './cached-reads.js';
import type { Invalidation } from './view-cache.js';

/** How long one blocking read of the stream waits, so shutdown finishes within it. */
const BLOCK_MS = 1000;
/** Entries the stream keeps (approximately): a replica that reads slower than this clears everything anyway. */
const MAX_ENTRIES = 10_000;

/**
 * Carries every replica's view invalidations (change records' rooms, writes that drop everything) to the other
 * replicas on a Redis stream of their own (`REDIS_PREFIX:views`). A stream, not Socket.IO's `serverSideEmit`: that
 * goes over Redis pub/sub, which drops what is sent while a replica's subscriber reconnects (a kept view would then
 * stay stale until its next change), and the streams adapter leaves its publish failures unhandled. A replica reads
 * on from the last entry it saw; when a read fails (Redis restarted, the connection dropped) it cannot know what it
 * missed and drops all its views. Without Redis there is one process and nothing to carry.
 */
@Injectable()
export class ViewReplication implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ViewReplication');
  private readonly origin = randomUUID();
  private readonly stream: string;
  private reader: Redis | null = null;
  private unlisten: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly reads: CachedReads,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly health: ReplicationHealth,
  ) {
    this.stream = `${config.REDIS_PREFIX}:views`;
  }

  onApplicationBootstrap(): void {
    const redis = this.redis;
    if (!redis) return;
    this.unlisten = this.reads.cache.onInvalidate((invalidation) => {
      redis
        .xadd(
          this.stream,
          'MAXLEN',
          '~',
          MAX_ENTRIES,
          '*',
          'o',
          this.origin,
          'i',
          JSON.stringify(invalidation),
        )
        .catch((error: unknown) =>
          this.health.publishFailed('view invalidation not sent to the other replicas', error),
        );
    });
    this.reader = redis.duplicate();
    this.reader.on('error', (error) => this.logger.warn(`Redis (view invalidations): ${error.message}`));
    void this.follow();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    // disconnect, not quit: the reader sits in a blocking XREAD that quit would wait out.
    this.reader?.disconnect();
  }

  /** The id of the stream's newest entry: reading on from it misses nothing sent after (`$` would, between reads). */
  private async newest(): Promise<string> {
    const [entry] = (await this.reader!.xrevrange(this.stream, '+', '-', 'COUNT', 1)) as [string, string[]][];
    return entry?.[0] ?? '0-0';
  }

  private async follow(): Promise<void> {
    let last: string | null = null;
    /** Whether this outage was counted already: one failure per outage, not one per retry. */
    let failing = false;
    while (!this.stopped && this.reader) {
      try {
        last ??= await this.newest();
        const answer = (await this.reader.xread('BLOCK', BLOCK_MS, 'STREAMS', this.stream, last)) as
          [string, [string, string[]][]][] | null;
        failing = false;
        for (const [id, fields] of answer?.[0]?.[1] ?? []) {
          last = id;
          if (fields[1] !== this.origin) this.reads.cache.apply(JSON.parse(fields[3]) as Invalidation);
        }
      } catch (error) {
        if (this.stopped) return;
        if (!failing) this.health.readFailed('view invalidations of the other replicas not read', error);
        failing = true;
        // Whatever was sent meanwhile is unknown: drop every view, then read on from now.
        this.reads.cache.clear(true);
        last = null;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}
