import { createReadStream } from 'node:fs';
import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { adminContract, BACKUP_TYPE } from '@hema/shared/contracts/admin';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import { Endpoint } from '../common/endpoint.decorator.js';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { probe } from '../health/health.controller.js';
import { LiveBroadcaster } from '../live/live-broadcaster.js';
import { REDIS } from '../redis/redis.module.js';
import { ResultsJob } from '../results/results-job.js';
import { Backups, type BackupFile } from './backups.js';

const TAG = 'admin';
const STARTED_AT = new Date();

const backupView = (b: BackupFile) => ({ name: b.name, size: b.size, createdAt: b.createdAt.toISOString() });

/** `/admin/controls`: the state of the system and its backups. */
@Controller()
export class ControlsController {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly live: LiveBroadcaster,
    private readonly backups: Backups,
    private readonly results: ResultsJob,
  ) {}

  @Endpoint(adminContract.system, TAG)
  async system(): Promise<ResponseOf<typeof adminContract.system>> {
    const [database, redis, replicas, backups, results] = await Promise.all([
      probe(() => this.database.ping()),
      this.redis ? probe(() => this.redis!.ping()) : ('disabled' as const),
      this.live.replicas(),
      this.backups.list(),
      this.results.status().catch(() => null),
    ]);
    return {
      database: { state: database, kind: this.database.kind },
      redis: { state: redis },
      replicas,
      startedAt: STARTED_AT.toISOString(),
      jobs: [
        // Ratings, category results and achievements (results-job.ts); the full state: GET /admin/results-job.
        {
          name: 'results',
          state: !results ? 'unknown' : results.running ? 'running' : results.lastError ? 'failed' : 'idle',
          lastRunAt: results?.lastFinishedAt ?? results?.lastStartedAt ?? null,
          progress: results?.running ? { done: results.done, total: results.total } : null,
          error: results?.lastError ?? null,
        },
        {
          name: 'backups',
          state: 'idle',
          lastRunAt: backups[0]?.createdAt.toISOString() ?? null,
          progress: null,
          error: null,
        },
      ],
    };
  }

  @Endpoint(adminContract.backups, TAG)
  async list(): Promise<ResponseOf<typeof adminContract.backups>> {
    return { items: (await this.backups.list()).map(backupView) };
  }

  @Endpoint(adminContract.createBackup, TAG)
  async create(): Promise<ResponseOf<typeof adminContract.createBackup>> {
    return backupView(await this.backups.create());
  }

  @Endpoint(adminContract.downloadBackup, TAG)
  async download(@Param('name') name: string, @Res() res: Response): Promise<void> {
    const path = await this.backups.path(name);
    res.setHeader('Content-Type', BACKUP_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    createReadStream(path).pipe(res);
  }
}
