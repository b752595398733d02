import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { teamsContract } from '@hema/shared/contracts/teams';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { TeamsService } from './teams.service.js';

/** Teams of team categories and the bouts of their matches. */
@Controller()
export class TeamsController {
  constructor(private readonly service: TeamsService) {}

  @Endpoint(teamsContract.list, 'teams')
  list(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user, query);
  }

  @Endpoint(teamsContract.create, 'teams')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof teamsContract.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(teamsContract.update, 'teams')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof teamsContract.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(teamsContract.remove, 'teams')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(teamsContract.mine, 'teams')
  mine(@CurrentUser() user?: SessionUser) {
    return this.service.mine(user);
  }

  @Endpoint(teamsContract.answerInvitation, 'teams')
  answerInvitation(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof teamsContract.answerInvitation>,
    @CurrentUser() user?: SessionUser,
  ): Promise<void> {
    return this.service.answerInvitation(id, user, body.accept);
  }

  @Endpoint(teamsContract.match, 'teams')
  match(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.match(id, user);
  }
}
