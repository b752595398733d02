import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { participants } from '@hema/shared/contracts/participants';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { ParticipantsService } from './participants.service.js';

/** Fighters entered in a category. */
@Controller()
export class ParticipantsController {
  constructor(private readonly service: ParticipantsService) {}

  @Endpoint(participants.list, 'participants')
  list(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user, query);
  }

  @Endpoint(participants.create, 'participants')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof participants.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(participants.update, 'participants')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof participants.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(participants.remove, 'participants')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }
}
