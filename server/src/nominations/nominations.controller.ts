import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { NominationsService } from './nominations.service.js';

/** Categories (spec: nominations) of a tournament. */
@ApiTags('nominations')
@Controller()
export class NominationsController {
  constructor(private readonly nominations: NominationsService) {}

  @Get('tournaments/:id/nominations')
  list(@Param('id') id: string, @Query() query: Record<string, unknown>, @CurrentUser() user?: SessionUser) {
    return this.nominations.list(id, user, query);
  }

  @Post('tournaments/:id/nominations')
  @Roles(...ROUTE_ROLES.organizer)
  create(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.nominations.create(id, user, body);
  }

  @Get('nominations/:id')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.nominations.get(id, user);
  }

  @Put('nominations/:id')
  @Roles(...ROUTE_ROLES.organizer)
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.nominations.update(id, user, body);
  }

  @Delete('nominations/:id')
  @HttpCode(204)
  @Roles(...ROUTE_ROLES.organizer)
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.nominations.remove(id, user);
  }

  /** Deletes every fight of the category; stages and pools stay (spec §4). */
  @Post('nominations/:id/reset')
  @HttpCode(200)
  @Roles(...ROUTE_ROLES.organizer)
  reset(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.nominations.reset(id, user);
  }
}
