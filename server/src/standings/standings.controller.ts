import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { room } from '@hema/shared/realtime/protocol';
import { StageLookup } from '../stages/stage-lookup.js';
import { VIEW_BUILDER } from '../common/tournament-access.js';
import { CachedReads, viewTournament } from '../views/cached-reads.js';
import { standingsContract } from '@hema/shared/contracts/standings';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { StandingsService } from './standings.service.js';

/** Results ranked by the domain engine: pool and stage tables, a category's standings and statistics, the summary. */
@Controller()
export class StandingsController {
  constructor(
    private readonly service: StandingsService,
    private readonly lookup: StageLookup,
    private readonly reads: CachedReads,
  ) {}

  @Endpoint(standingsContract.pool, 'standings')
  pool(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const endpoint = standingsContract.pool;
    return this.reads.serve(req, res, user, endpoint, id, async () => {
      const { tournament, nomination, pool } = await this.lookup.pool(id);
      const answer = await this.service.pool(pool.id, VIEW_BUILDER);
      return { answer, tags: [room.nomination(nomination.id)], tournament: viewTournament(tournament) };
    });
  }

  @Endpoint(standingsContract.stage, 'standings')
  stage(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const endpoint = standingsContract.stage;
    return this.reads.serve(req, res, user, endpoint, id, async () => {
      const { tournament, nomination, stage } = await this.lookup.stage(id);
      const answer = await this.service.stage(stage.id, VIEW_BUILDER);
      return { answer, tags: [room.nomination(nomination.id)], tournament: viewTournament(tournament) };
    });
  }

  @Endpoint(standingsContract.nomination, 'standings')
  nomination(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const endpoint = standingsContract.nomination;
    return this.reads.serve(req, res, user, endpoint, id, async () => {
      const { tournament, nomination } = await this.lookup.nomination(id);
      const answer = await this.service.nomination(nomination.id, VIEW_BUILDER);
      return { answer, tags: [room.nomination(nomination.id)], tournament: viewTournament(tournament) };
    });
  }

  @Endpoint(standingsContract.statistics, 'standings')
  statistics(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const endpoint = standingsContract.statistics;
    return this.reads.serve(req, res, user, endpoint, id, async () => {
      const { tournament, nomination } = await this.lookup.nomination(id);
      const answer = await this.service.statistics(nomination.id, VIEW_BUILDER);
      return { answer, tags: [room.nomination(nomination.id)], tournament: viewTournament(tournament) };
    });
  }

  @Endpoint(standingsContract.summary, 'standings')
  summary(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const endpoint = standingsContract.summary;
    return this.reads.serve(req, res, user, endpoint, id, async () => {
      const tournament = await this.lookup.tournamentByKey(id);
      const answer = await this.service.summary(tournament.id, VIEW_BUILDER);
      return { answer, tags: [room.tournament(tournament.id)], tournament: viewTournament(tournament) };
    });
  }
}
