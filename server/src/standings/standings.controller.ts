import { Controller, Param } from '@nestjs/common';
import { standingsContract } from '@hema/shared/contracts/standings';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Endpoint } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { StandingsService } from './standings.service.js';

/** Results ranked by the domain engine: pool and stage tables, a category's standings and statistics, the summary. */
@Controller()
export class StandingsController {
  constructor(private readonly service: StandingsService) {}

  @Endpoint(standingsContract.pool, 'standings')
  pool(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.pool(id, user);
  }

  @Endpoint(standingsContract.stage, 'standings')
  stage(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.stage(id, user);
  }

  @Endpoint(standingsContract.nomination, 'standings')
  nomination(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.nomination(id, user);
  }

  @Endpoint(standingsContract.statistics, 'standings')
  statistics(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.statistics(id, user);
  }

  @Endpoint(standingsContract.summary, 'standings')
  summary(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.summary(id, user);
  }
}
