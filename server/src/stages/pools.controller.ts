import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { room } from '@hema/shared/realtime/protocol';
import { StageLookup } from './stage-lookup.js';
import { VIEW_BUILDER } from '../common/tournament-access.js';
import { CachedReads, viewTournament } from '../views/cached-reads.js';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { poolsContract } from '@hema/shared/contracts/stages';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { PoolsService } from './pools.service.js';

@Controller()
export class PoolsController {
  constructor(
    private readonly service: PoolsService,
    private readonly lookup: StageLookup,
    private readonly reads: CachedReads,
  ) {}

  @Endpoint(poolsContract.get, 'pools')
  get(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentUser() user?: SessionUser) {
    const endpoint = poolsContract.get;
    return this.reads.serve(req, res, user, endpoint, id, async () => {
      const { tournament, nomination, pool } = await this.lookup.pool(id);
      const answer = await this.service.get(pool.id, VIEW_BUILDER);
      return { answer, tags: [room.nomination(nomination.id)], tournament: viewTournament(tournament) };
    });
  }

  @Endpoint(poolsContract.setFighters, 'pools')
  setFighters(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof poolsContract.setFighters>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.setFighters(id, user, body.fighters);
  }
}
