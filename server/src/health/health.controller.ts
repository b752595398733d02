import { Controller, Inject, Res } from '@nestjs/common';
import { ApplicationConfig } from '@nestjs/core';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import { healthContract } from '@hema/shared/contracts/health';
import { Endpoint } from '../common/endpoint.decorator.js';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { ReplicationHealth } from '../events/replication-health.js';
import { LiveIoAdapter } from '../live/live-io.adapter.js';
import { REDIS } from '../redis/redis.module.js';
import { CachedReads } from '../views/cached-reads.js';

type Health = ResponseOf<typeof healthContract.get>;
type State = Health['redis']['state'];

const PROBE_TIMEOUT_MS = 2000;

/**
 * GET /health: the state of the database, Redis, the live fan-out, the view cache and the replication of changes to
 * other replicas; 503 when something needed is down.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly appConfig: ApplicationConfig,
    private readonly reads: CachedReads,
    private readonly replication: ReplicationHealth,
  ) {}

  @Endpoint(healthContract.get, 'health')
  async health(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const database = await probe(() => this.database.ping());
    const redis: State = this.redis ? await probe(() => this.redis!.ping()) : 'disabled';
    const ok = database === 'up' && redis !== 'down';
    res.status(ok ? 200 : 503);
    const io = this.appConfig.getIoAdapter();
    return {
      status: ok ? 'ok' : 'degraded',
      database: { state: database, kind: this.database.kind },
      redis: { state: redis },
      liveFanOut: io instanceof LiveIoAdapter ? io.fanOutStatus : null,
      viewCache: this.reads.cache.stats,
      replication: this.replication.status,
    };
  }
}

/** Whether a service answers within {@link PROBE_TIMEOUT_MS} (the health check and the admins' controls). */
export async function probe(check: () => Promise<unknown>): Promise<State> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref()),
    ]);
    return 'up';
  } catch {
    return 'down';
  }
}
