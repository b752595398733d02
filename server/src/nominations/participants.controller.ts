import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { participantsContract } from '@hema/shared/contracts/participants';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { ParticipantsService } from './participants.service.js';

/** Fighters entered in a category. */
@Controller()
export class ParticipantsController {
  constructor(private readonly service: ParticipantsService) {}

  @Endpoint(participantsContract.list, 'participants')
  list(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user, query);
  }

  @Endpoint(participantsContract.create, 'participants')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof participantsContract.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(participantsContract.reorder, 'participants')
  reorder(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof participantsContract.reorder>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.reorder(id, user, body);
  }

  @Endpoint(participantsContract.update, 'participants')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof participantsContract.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(participantsContract.remove, 'participants')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }
}
