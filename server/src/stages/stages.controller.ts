import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { room } from '@hema/shared/realtime/protocol';
import { StageLookup } from './stage-lookup.js';
import { VIEW_BUILDER } from '../common/tournament-access.js';
import { CachedReads, viewTournament } from '../views/cached-reads.js';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { stagesContract } from '@hema/shared/contracts/stages';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { StagesService } from './stages.service.js';

/** Stages of a category, their pools and fights. */
@Controller()
export class StagesController {
  constructor(
    private readonly service: StagesService,
    private readonly lookup: StageLookup,
    private readonly reads: CachedReads,
  ) {}

  @Endpoint(stagesContract.list, 'stages')
  list(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const endpoint = stagesContract.list;
    return this.reads.serve(req, res, user, endpoint, id, async () => {
      const { tournament, nomination } = await this.lookup.nomination(id);
      const answer = await this.service.list(nomination.id, VIEW_BUILDER);
      return { answer, tags: [room.nomination(nomination.id)], tournament: viewTournament(tournament) };
    });
  }

  @Endpoint(stagesContract.create, 'stages')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof stagesContract.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(stagesContract.get, 'stages')
  get(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentUser() user?: SessionUser) {
    const endpoint = stagesContract.get;
    return this.reads.serve(req, res, user, endpoint, id, async () => {
      const { tournament, nomination, stage } = await this.lookup.stage(id);
      const answer = await this.service.get(stage.id, VIEW_BUILDER);
      return { answer, tags: [room.nomination(nomination.id)], tournament: viewTournament(tournament) };
    });
  }

  @Endpoint(stagesContract.update, 'stages')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof stagesContract.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(stagesContract.remove, 'stages')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(stagesContract.generate, 'stages')
  generate(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.generate(id, user);
  }
}
