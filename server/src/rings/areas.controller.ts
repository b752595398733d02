import { Controller, Param } from '@nestjs/common';
import { areas } from '@hema/shared/contracts/areas';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { AreasService } from './areas.service.js';

/** Rings (spec: areas) and their fights. */
@Controller()
export class AreasController {
  constructor(private readonly service: AreasService) {}

  @Endpoint(areas.list, 'rings')
  list(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user, query);
  }

  @Endpoint(areas.create, 'rings')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof areas.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(areas.get, 'rings')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(id, user);
  }

  @Endpoint(areas.update, 'rings')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof areas.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(areas.remove, 'rings')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(areas.assignFights, 'rings')
  assignFights(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof areas.assignFights>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.assignFights(id, user, body.fightIds);
  }

  @Endpoint(areas.fights, 'rings')
  fights(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.fights(id, user);
  }
}
