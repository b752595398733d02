import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { PoolsService } from './pools.service.js';

@ApiTags('pools')
@Controller('pools')
export class PoolsController {
  constructor(private readonly pools: PoolsService) {}

  /** Spec §7: the pool with its fights list. */
  @Get(':id')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.pools.get(id, user);
  }

  /** `{fighters: [userId...]}` in sheet order, at most 7; rebuilds the pool's bouts. */
  @Put(':id')
  @Roles(...ROUTE_ROLES.organizer)
  setFighters(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.pools.setFighters(id, user, body);
  }
}
