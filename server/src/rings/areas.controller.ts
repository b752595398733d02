import { Controller, Param } from '@nestjs/common';
import { areasContract } from '@hema/shared/contracts/areas';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { AreasService } from './areas.service.js';

/** Rings (spec: areas) and their fights. */
@Controller()
export class AreasController {
  constructor(private readonly service: AreasService) {}

  @Endpoint(areasContract.list, 'rings')
  list(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user, query);
  }

  @Endpoint(areasContract.create, 'rings')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof areasContract.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(areasContract.get, 'rings')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(id, user);
  }

  @Endpoint(areasContract.inTournament, 'rings')
  inTournament(@Param('id') id: string, @Param('areaId') areaId: string, @CurrentUser() user?: SessionUser) {
    return this.service.inTournament(id, areaId, user);
  }

  @Endpoint(areasContract.update, 'rings')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof areasContract.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(areasContract.remove, 'rings')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(areasContract.assignFights, 'rings')
  assignFights(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof areasContract.assignFights>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.assignFights(id, user, body.fightIds);
  }

  @Endpoint(areasContract.fights, 'rings')
  fights(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.fights(id, user);
  }
}
