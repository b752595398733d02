import { Controller, Param } from '@nestjs/common';
import { tournamentsContract, type TournamentInput } from '@hema/shared/contracts/tournaments';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import type { ParsedBodyOf, ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { TournamentsService } from './tournaments.service.js';

@Controller()
export class TournamentsController {
  constructor(private readonly service: TournamentsService) {}

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
  get(@Param('key') key: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(key, user);
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
    return this.service.changeStatus(id, user, body.action);
  }
}
