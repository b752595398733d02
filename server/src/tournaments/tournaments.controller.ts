import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { tournamentsContract, type TournamentInput } from '@hema/shared/contracts/tournaments';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import type { ParsedBodyOf, ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import { TournamentLookup } from './tournament-lookup.js';
import { CachedReads, viewTournament } from '../views/cached-reads.js';
import { VIEW_BUILDER } from '../common/tournament-access.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { TournamentCoversService } from './tournament-covers.service.js';
import { TournamentsService } from './tournaments.service.js';

@Controller()
export class TournamentsController {
  constructor(
    private readonly service: TournamentsService,
    private readonly covers: TournamentCoversService,
    private readonly lookup: TournamentLookup,
    private readonly reads: CachedReads,
  ) {}

  @Endpoint(tournamentsContract.list, 'tournaments')
  list(@ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(user, query);
  }

  @Endpoint(tournamentsContract.checkAddress, 'tournaments')
  checkAddress(
    @ValidQuery() query: ParsedQueryOf<typeof tournamentsContract.checkAddress>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.checkAddress(user, query);
  }

  @Endpoint(tournamentsContract.get, 'tournaments')
  get(
    @Param('key') key: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const endpoint = tournamentsContract.get;
    // No fight is on this page: only writes to the tournament and its categories (their events drop its views,
    // views/view-events.ts) replace it, not scores.
    return this.reads.serve(req, res, user, endpoint, key, async () => {
      const tournament = await this.lookup.tournamentByKey(key);
      const answer = await this.service.get(tournament.id, VIEW_BUILDER);
      return { answer, tags: [], tournament: viewTournament(tournament) };
    });
  }

  @Endpoint(tournamentsContract.create, 'tournaments')
  create(
    @ValidBody() body: ParsedBodyOf<typeof tournamentsContract.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(user, body);
  }

  @Endpoint(tournamentsContract.update, 'tournaments')
  update(@Param('id') id: string, @ValidBody() body: TournamentInput, @CurrentUser() user?: SessionUser) {
    return this.service.update(id, user, body);
  }

  @Endpoint(tournamentsContract.remove, 'tournaments')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(tournamentsContract.changeStatus, 'tournaments')
  changeStatus(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof tournamentsContract.changeStatus>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.changeStatus(id, user, body);
  }

  /** The body is the image file itself (a raw body parser takes the cover types, see app.ts). */
  @Endpoint(tournamentsContract.uploadCover, 'tournaments')
  async uploadCover(@Param('id') id: string, @Req() req: Request, @CurrentUser() user?: SessionUser) {
    await this.covers.upload(id, user, req.body);
    return this.service.get(id, user);
  }

  @Endpoint(tournamentsContract.removeCover, 'tournaments')
  async removeCover(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    await this.covers.remove(id, user);
    return this.service.get(id, user);
  }

  /** Answers the bytes with their own type; the address changes with each upload, so it may be cached long. */
  @Endpoint(tournamentsContract.cover, 'tournaments')
  async cover(
    @Param('id') id: string,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ): Promise<void> {
    const file = await this.covers.file(id, user);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', file.public ? 'public, max-age=31536000, immutable' : 'private, no-cache');
    res.send(file.data);
  }
}
