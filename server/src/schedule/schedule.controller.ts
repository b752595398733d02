import { Controller, Param } from '@nestjs/common';
import { scheduleContract } from '@hema/shared/contracts/schedule';
import type { ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../common/session-user.js';
import { ScheduleService } from './schedule.service.js';

/** The live schedule: a tournament's rings with estimated starts, and a fighter's, a club's and one's own fights. */
@Controller()
export class ScheduleController {
  constructor(private readonly service: ScheduleService) {}

  @Endpoint(scheduleContract.tournament, 'schedule')
  tournament(
    @Param('id') id: string,
    @ValidQuery() query: ParsedQueryOf<typeof scheduleContract.tournament>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.tournament(id, user, query);
  }

  @Endpoint(scheduleContract.mine, 'schedule')
  mine(@CurrentUser() user?: SessionUser) {
    return this.service.mine(user);
  }

  @Endpoint(scheduleContract.fighter, 'schedule')
  fighter(@Param('id') id: string) {
    return this.service.fighter(id);
  }

  @Endpoint(scheduleContract.club, 'schedule')
  club(@Param('id') id: string) {
    return this.service.club(id);
  }
}
