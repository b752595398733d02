import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { stages } from '@hema/shared/contracts/stages';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { StagesService } from './stages.service.js';

/** Stages of a category, their pools and fights. */
@Controller()
export class StagesController {
  constructor(private readonly service: StagesService) {}

  @Endpoint(stages.list, 'stages')
  list(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.list(id, user);
  }

  @Endpoint(stages.create, 'stages')
  create(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof stages.create>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.create(id, user, body);
  }

  @Endpoint(stages.get, 'stages')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(id, user);
  }

  @Endpoint(stages.update, 'stages')
  update(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof stages.update>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.update(id, user, body);
  }

  @Endpoint(stages.remove, 'stages')
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.service.remove(id, user);
  }

  @Endpoint(stages.generate, 'stages')
  generate(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.generate(id, user);
  }
}
