import { Controller, Param } from '@nestjs/common';
import { stagesContract } from '@hema/shared/contracts/stages';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { NextRoundService } from './next-round.service.js';

/** "Next round" of a swiss stage. */
@Controller()
export class NextRoundController {
  constructor(private readonly service: NextRoundService) {}

  @Endpoint(stagesContract.nextRound, 'stages')
  nextRound(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.build(id, user);
  }
}
