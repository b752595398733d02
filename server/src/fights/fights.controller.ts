import { Body, Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fightsContract } from '@hema/shared/contracts/fights';
import { CurrentUser } from '../common/current-user.decorator.js';
import { AppError, badRequest, notFound } from '../common/app-error.js';
import { COMMAND_REFUSALS, refusalInfo } from '@hema/shared/realtime/refusals';
import { MAX_FIGHTS_PER_SUBSCRIBE } from '@hema/shared/realtime/live-limits';
import { Endpoint } from '../common/endpoint.decorator.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import { room } from '@hema/shared/realtime/protocol';
import { CachedReads, type ReadBuild } from '../views/cached-reads.js';
import { etagOf, PreparedAnswer } from '../views/prepared-answer.js';
import { FightCommandService } from './fight-command.service.js';
import { FightLogService } from './fight-log.service.js';
import { FightStateRepository, NO_SCOPES, toState } from './fight-state.repository.js';

/** A ring holds a day's fights at most; the polling answer is bounded like a subscription. */
const MAX_RING_FIGHTS = MAX_FIGHTS_PER_SUBSCRIBE;

/** How old the `serverTime` of a kept live answer may get before it is stamped again (clients measure offsets by it). */
const RESTAMP_MS = 250;

/** REST twin of the socket commands, and the polling reads for networks that block websockets. */
@Controller()
export class FightsController {
  constructor(
    private readonly commands: FightCommandService,
    private readonly states: FightStateRepository,
    private readonly log: FightLogService,
    private readonly reads: CachedReads,
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
  fight(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const fightId = parseId(id, 'Fight');
    const build = async (): Promise<ReadBuild> => {
      const [row] = await this.states.rowsByIds([fightId]);
      if (!row) throw notFound('Fight');
      const state = toState(row);
      const etag = etagOf(`${row.id}:${row.version}`);
      return {
        answer: new PreparedAnswer((now) => JSON.stringify({ ...state, serverTime: now }), etag, RESTAMP_MS),
        tags: [room.fight(fightId)],
        tournament: { id: row.tournamentId, authorId: row.authorId, status: row.tournamentStatus },
      };
    };
    return this.reads.serve(req, res, user, fightsContract.state, fightId, build, 'Fight');
  }

  /** The fight's whole event log, oldest first (the organizer's fight page). */
  @Endpoint(fightsContract.events, 'fights')
  events(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.log.events(id, user);
  }

  /** The fight's exchange history (the judge console's list), for whoever may see the tournament. */
  @Endpoint(fightsContract.exchanges, 'fights')
  exchanges(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.log.exchanges(id, user);
  }

  /**
   * The ring's fights in ring order, from memory: built once per version of the ring (dropped by the
   * change records of its fights), ETag over the versions so polling consoles get 304 while nothing changed, without
   * a query either way. A ring of a tournament the caller may not see is 404 before any ETag, so not even a 304
   * tells it exists.
   */
  @Endpoint(fightsContract.ringPolling, 'fights')
  area(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ) {
    const areaId = parseId(id, 'Ring');
    res.setHeader('Cache-Control', 'no-cache');
    return this.reads.serve(
      req,
      res,
      user,
      fightsContract.ringPolling,
      areaId,
      () => this.ring(areaId),
      'Ring',
    );
  }

  private async ring(areaId: string): Promise<ReadBuild> {
    const { scopes, rows } = await this.states.live({ ...NO_SCOPES, areas: [areaId] }, MAX_RING_FIGHTS);
    const [scope] = scopes;
    if (!scope) throw notFound('Ring');
    const states = JSON.stringify(rows.map(toState));
    // From versions alone, so every replica names a version of the ring alike.
    const etag = etagOf(rows.map((row) => `${row.id}:${row.version}`).join(','));
    return {
      answer: new PreparedAnswer((now) => `{"states":${states},"serverTime":${now}}`, etag, RESTAMP_MS),
      tags: [room.area(areaId)],
      tournament: { id: scope.tournamentId, authorId: scope.authorId, status: scope.tournamentStatus },
    };
  }
}
