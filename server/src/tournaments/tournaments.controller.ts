import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { TournamentsService } from './tournaments.service.js';

@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  /** Public list (spec §7); `filter=mine[custom]:1` lists the tournaments the caller manages. */
  @Get()
  list(@Query() query: Record<string, unknown>, @CurrentUser() user?: SessionUser) {
    return this.tournaments.list(user, query);
  }

  /** By idString (spec §7) or by id. */
  @Get(':key')
  get(@Param('key') key: string, @CurrentUser() user?: SessionUser) {
    return this.tournaments.get(key, user);
  }

  @Post()
  @Roles(...ROUTE_ROLES.organizer)
  create(@Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.tournaments.create(user, body);
  }

  @Put(':id')
  @Roles(...ROUTE_ROLES.organizer)
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.tournaments.update(id, user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles(...ROUTE_ROLES.organizer)
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.tournaments.remove(id, user);
  }

  /** `{action}`: openForViewing, openRegistration, closeRegistration, start, finish. */
  @Post(':id/status')
  @HttpCode(200)
  @Roles(...ROUTE_ROLES.organizer)
  changeStatus(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.tournaments.changeStatus(id, user, body);
  }
}
