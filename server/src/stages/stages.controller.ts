import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { stagesContract } from '@hema/shared/contracts/stages';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { StagesService } from './stages.service.js';

/** Stages of a category, their pools and fights. */
@Controller()
export class StagesController {
  constructor(private readonly service: StagesService) {}

  @Endpoint(stagesContract.list, 'stages')
  list(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user);
  }

  @Endpoint(stagesContract.create, 'stages')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof stagesContract.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(stagesContract.get, 'stages')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(id, user);
  }

  @Endpoint(stagesContract.update, 'stages')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof stagesContract.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(stagesContract.remove, 'stages')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(stagesContract.generate, 'stages')
  generate(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.generate(id, user);
  }
}
