import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { nominationsContract, type NominationInput } from '@hema/shared/contracts/nominations';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { NominationsService } from './nominations.service.js';

/** Categories (spec: nominations) of a tournament. */
@Controller()
export class NominationsController {
  constructor(private readonly service: NominationsService) {}

  @Endpoint(nominationsContract.list, 'nominations')
  list(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user, query);
  }

  @Endpoint(nominationsContract.create, 'nominations')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof nominationsContract.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(nominationsContract.reorder, 'nominations')
  reorder(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof nominationsContract.reorder>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.reorder(id, user, body.nominationIds);
  }

  @Endpoint(nominationsContract.get, 'nominations')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(id, user);
  }

  @Endpoint(nominationsContract.update, 'nominations')
  update(@Param('id') id: string, @ValidBody() body: NominationInput, @CurrentUser() user?: SessionUser) {
    return this.service.update(id, user, body);
  }

  @Endpoint(nominationsContract.remove, 'nominations')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(nominationsContract.reset, 'nominations')
  reset(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.reset(id, user);
  }
}
