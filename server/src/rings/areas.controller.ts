import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { AreasService } from './areas.service.js';

/** Rings (spec: areas) and their fights. */
@ApiTags('areas')
@Controller()
export class AreasController {
  constructor(private readonly areas: AreasService) {}

  @Get('tournaments/:id/areas')
  list(@Param('id') id: string, @Query() query: Record<string, unknown>, @CurrentUser() user?: SessionUser) {
    return this.areas.list(id, user, query);
  }

  @Post('tournaments/:id/areas')
  @Roles(...ROUTE_ROLES.organizer)
  create(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.areas.create(id, user, body);
  }

  @Get('areas/:id')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.areas.get(id, user);
  }

  @Put('areas/:id')
  @Roles(...ROUTE_ROLES.organizer)
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.areas.update(id, user, body);
  }

  @Delete('areas/:id')
  @HttpCode(204)
  @Roles(...ROUTE_ROLES.organizer)
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.areas.remove(id, user);
  }

  /** `{fightIds}` in the order the ring fights them. */
  @Put('areas/:id/fights')
  @Roles(...ROUTE_ROLES.organizer)
  assignFights(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.areas.assignFights(id, user, body);
  }

  /** The ring's fights in order with `current` and `next`: the judge console and the caption overlay read this. */
  @Get('areas/:id/fights')
  fights(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.areas.fights(id, user);
  }
}
