import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf, ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import { ringJudgesContract } from '@hema/shared/contracts/ring-judges';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { RingJudgesService } from './ring-judges.service.js';

/** Ring judges: who may score a ring's fights, how they were let in, and what they sent. */
@Controller()
export class RingJudgesController {
  constructor(private readonly service: RingJudgesService) {}

  @Endpoint(ringJudgesContract.list, 'ring judges')
  list(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user);
  }

  @Endpoint(ringJudgesContract.candidates, 'ring judges')
  candidates(
    @Param('id') id: string,
    @ValidQuery() query: ParsedQueryOf<typeof ringJudgesContract.candidates>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.candidates(id, user, query.q);
  }

  @Endpoint(ringJudgesContract.add, 'ring judges')
  add(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof ringJudgesContract.add>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.add(id, user, body.userId);
  }

  @Endpoint(ringJudgesContract.revoke, 'ring judges')
  revoke(@Param('id') id: string, @Param('judgeId') judgeId: string, @CurrentUser() user?: SessionUser) {
    return this.service.revoke(id, user, judgeId);
  }

  @Endpoint(ringJudgesContract.invite, 'ring judges')
  invite(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.invite(id, user);
  }

  @Endpoint(ringJudgesContract.cancelInvite, 'ring judges')
  cancelInvite(@Param('id') id: string, @Param('code') code: string, @CurrentUser() user?: SessionUser) {
    return this.service.cancelInvite(id, user, code);
  }

  @Endpoint(ringJudgesContract.accept, 'ring judges')
  accept(
    @ValidBody() body: ParsedBodyOf<typeof ringJudgesContract.accept>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.accept(user, body.code);
  }

  @Endpoint(ringJudgesContract.mine, 'ring judges')
  mine(@CurrentUser() user?: SessionUser) {
    return this.service.mine(user);
  }

  @Endpoint(ringJudgesContract.access, 'ring judges')
  access(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.access(id, user);
  }
}
