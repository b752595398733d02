import { Controller, Param } from '@nestjs/common';
import { advancementContract } from '@hema/shared/contracts/standings';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { AdvancementService } from './advancement.service.js';

/** "Advance": the preview of who goes through, and moving them into the next stage. */
@Controller()
export class AdvancementController {
  constructor(private readonly service: AdvancementService) {}

  @Endpoint(advancementContract.preview, 'stages')
  preview(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.preview(id, user);
  }

  @Endpoint(advancementContract.advance, 'stages')
  advance(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.advance(id, user);
  }
}
