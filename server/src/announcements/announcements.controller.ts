import { Controller, Param } from '@nestjs/common';
import { announcementsContract } from '@hema/shared/contracts/announcements';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { AnnouncementsService } from './announcements.service.js';

const TAG = 'announcements';

/** An organizer's announcements to a tournament's people, and the current ones pages show. */
@Controller()
export class AnnouncementsController {
  constructor(private readonly service: AnnouncementsService) {}

  @Endpoint(announcementsContract.list, TAG)
  list(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user, query);
  }

  @Endpoint(announcementsContract.create, TAG)
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof announcementsContract.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(announcementsContract.withdraw, TAG)
  withdraw(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.withdraw(id, user);
  }

  @Endpoint(announcementsContract.current, TAG)
  current(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.current(id, user);
  }
}
