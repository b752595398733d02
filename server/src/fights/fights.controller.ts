import { createHash } from 'node:crypto';
import { Body, Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fightsContract } from '@hema/shared/contracts/fights';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AppError, badRequest, notFound } from '../common/app-error.js';
import { COMMAND_REFUSALS, refusalInfo } from '@hema/shared/realtime/refusals';
import { MAX_FIGHTS_PER_SUBSCRIBE } from '@hema/shared/realtime/live-limits';
import { Endpoint } from '../common/endpoint.decorator.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import { canViewTournament } from '../tournaments/tournament-access.js';
import { FightCommandService } from './fight-command.service.js';
import { FightLogService } from './fight-log.service.js';
import { FightStateRepository, NO_SCOPES, toState } from './fight-state.repository.js';

/** A ring holds a day's fights at most; the polling answer is bounded like a subscription. */
const MAX_RING_FIGHTS = MAX_FIGHTS_PER_SUBSCRIBE;

/** REST twin of the socket commands, and the polling reads for networks that block websockets. */
@Controller()
export class FightsController {
  constructor(
    private readonly commands: FightCommandService,
    private readonly states: FightStateRepository,
    private readonly log: FightLogService,
  ) {}

  /** The body is validated by the command engine with the same contract, so a bad one is a typed refusal. */
  @Endpoint(fightsContract.command, 'fights')
  async command(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser) {
    const fightId = parseId(id, 'Fight');
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest('The command must be a JSON object', COMMAND_REFUSALS.invalid);
    const answer = await this.commands.execute({ ...body, fightId }, user ? { user } : null);
    if (answer.ok) return answer;
    // A refusal is the server's final word, as a 4xx (never 200 with ok:false); the current state comes with it.
    const { reason, message, ...rest } = answer;
    throw new AppError(refusalInfo(reason).status, reason, message, undefined, rest);
  }

  /** A fight of a tournament in developing is 404 to those who may not see the tournament, as on every REST read. */
  @Endpoint(fightsContract.state, 'fights')
  async fight(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    const [row] = await this.states.rowsByIds([parseId(id, 'Fight')]);
    if (!row || !canViewTournament(user, { authorId: row.authorId, status: row.tournamentStatus }))
      throw notFound('Fight');
    return toState(row);
  }

  /** The fight's whole event log, oldest first (the organizer's fight page). */
  @Endpoint(fightsContract.events, 'fights')
  events(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.log.events(id, user);
  }

  /**
   * The ring's fights in ring order; ETag over the versions so polling consoles get 304 while nothing changed. A
   * ring of a tournament the caller may not see is 404 before any ETag, so not even a 304 tells it exists.
   */
  @Endpoint(fightsContract.ringPolling, 'fights')
  async area(
    @Param('id') id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const areaId = parseId(id, 'Ring');
    const ring = await this.states.ringVersions(areaId);
    if (!ring || !canViewTournament(user, { authorId: ring.authorId, status: ring.tournamentStatus }))
      throw notFound('Ring');
    // The ETag comes from versions alone, so an unchanged ring answers 304 without building any view.
    const etag = `"${createHash('sha1').update(ring.versions.join(',')).digest('base64url')}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      res.status(304);
      return undefined;
    }
    const { rows } = await this.states.live({ ...NO_SCOPES, areas: [areaId] }, MAX_RING_FIGHTS);
    return { states: rows.map(toState), serverTime: Date.now() };
  }
}
