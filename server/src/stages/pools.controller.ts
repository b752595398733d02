import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { poolsContract } from '@hema/shared/contracts/stages';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { PoolsService } from './pools.service.js';

@Controller()
export class PoolsController {
  constructor(private readonly service: PoolsService) {}

  @Endpoint(poolsContract.get, 'pools')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.get(id, user);
  }

  @Endpoint(poolsContract.setFighters, 'pools')
  setFighters(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof poolsContract.setFighters>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.setFighters(id, user, body.fighters);
  }
}
