import { Controller, Param } from '@nestjs/common';
import { applicationsContract } from '@hema/shared/contracts/applications';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { ApplicationsService } from './applications.service.js';

/** Applications: the fighter's side (apply, edit, withdraw, mine) and the organizer's review. */
@Controller()
export class ApplicationsController {
  constructor(private readonly service: ApplicationsService) {}

  @Endpoint(applicationsContract.apply, 'applications')
  apply(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof applicationsContract.apply>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.apply(id, user, body);
  }

  @Endpoint(applicationsContract.list, 'applications')
  list(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user, query);
  }

  @Endpoint(applicationsContract.mine, 'applications')
  mine(@CurrentUser() user?: SessionUser) {
    return this.service.mine(user);
  }

  @Endpoint(applicationsContract.markSeen, 'applications')
  markSeen(@CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.markSeen(user);
  }

  @Endpoint(applicationsContract.get, 'applications')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(id, user);
  }

  @Endpoint(applicationsContract.update, 'applications')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof applicationsContract.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(applicationsContract.withdraw, 'applications')
  withdraw(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.withdraw(id, user);
  }

  @Endpoint(applicationsContract.act, 'applications')
  act(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof applicationsContract.act>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.act(id, user, body);
  }

  @Endpoint(applicationsContract.bulk, 'applications')
  bulk(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof applicationsContract.bulk>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.bulk(id, user, body);
  }

  @Endpoint(applicationsContract.public, 'applications')
  publicList(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.publicList(id, user);
  }
}
