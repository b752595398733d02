import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { REDIS } from '../redis/redis.module.js';

type State = 'up' | 'down' | 'disabled';

/** GET /health: the state of the database and Redis; 503 when something needed is down. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const database = await this.probe(() => this.database.dataSource.query('SELECT 1'));
    const redis: State = this.redis ? await this.probe(() => this.redis!.ping()) : 'disabled';
    const ok = database === 'up' && redis !== 'down';
    res.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: { state: database, kind: this.database.kind },
      redis: { state: redis },
    };
  }

  private async probe(check: () => Promise<unknown>): Promise<State> {
    try {
      await Promise.race([
        check(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
