import { createHash } from 'node:crypto';
import { Body, Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { fightsContract } from '@hema/shared/contracts/fights';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AppError, badRequest, notFound } from '../common/app-error.js';
import { COMMAND_REFUSALS, refusalInfo } from '@hema/shared/realtime/refusals';
import { Endpoint } from '../common/endpoint.decorator.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import { FightCommandService } from './fight-command.service.js';
import { FightStateRepository } from './fight-state.repository.js';

/** REST twin of the socket commands, and the polling reads for networks that block websockets. */
@Controller()
export class FightsController {
  constructor(
    private readonly commands: FightCommandService,
    private readonly states: FightStateRepository,
  ) {}

  /** The body is validated by the command engine with the same contract, so a bad one is a typed refusal. */
  @Endpoint(fightsContract.command, 'fights')
  async command(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser) {
    const fightId = parseId(id, 'Fight');
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest('The command must be a JSON object', COMMAND_REFUSALS.invalid);
    const answer = await this.commands.execute({ ...body, fightId }, user);
    if (answer.ok) return answer;
    // A refusal is the server's final word, as a 4xx (never 200 with ok:false); the current state comes with it.
    const { reason, message, ...rest } = answer;
    throw new AppError(refusalInfo(reason).status, reason, message, undefined, rest);
  }

  @Endpoint(fightsContract.state, 'fights')
  async fight(@Param('id') id: string) {
    const [state] = await this.states.byIds([parseId(id, 'Fight')]);
    if (!state) throw notFound('Fight');
    return state;
  }

  /** The ring's fights in ring order; ETag over the versions so polling consoles get 304 while nothing changed. */
  @Endpoint(fightsContract.ringPolling, 'fights')
  async area(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const areaId = parseId(id, 'Ring');
    // The ETag comes from versions alone, so an unchanged ring answers 304 without building any view.
    const etag = `"${createHash('sha1')
      .update((await this.states.versionsOfArea(areaId)).join(','))
      .digest('base64url')}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      res.status(304);
      return undefined;
    }
    const states = await this.states.byScope('area', areaId);
    return { states, serverTime: Date.now() };
  }
}
