import { Controller, Param } from '@nestjs/common';
import { tournaments, type TournamentInput } from '@hema/shared/contracts/tournaments';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { TournamentsService } from './tournaments.service.js';

@Controller()
export class TournamentsController {
  constructor(private readonly service: TournamentsService) {}

  @Endpoint(tournaments.list, 'tournaments')
  list(@ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(user, query);
  }

  @Endpoint(tournaments.get, 'tournaments')
  get(@Param('key') key: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(key, user);
  }

  @Endpoint(tournaments.create, 'tournaments')
  create(@ValidBody() body: ParsedBodyOf<typeof tournaments.create>, @CurrentUser() user?: SessionUser) {
    return this.service.create(user, body);
  }

  @Endpoint(tournaments.update, 'tournaments')
  update(@Param('id') id: string, @ValidBody() body: TournamentInput, @CurrentUser() user?: SessionUser) {
    return this.service.update(id, user, body);
  }

  @Endpoint(tournaments.remove, 'tournaments')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(tournaments.changeStatus, 'tournaments')
  changeStatus(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof tournaments.changeStatus>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.changeStatus(id, user, body.action);
  }
}
