import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { ParticipantsService } from './participants.service.js';

/** Fighters entered in a category. */
@ApiTags('participants')
@Controller()
export class ParticipantsController {
  constructor(private readonly participants: ParticipantsService) {}

  @Get('nominations/:id/participants')
  list(@Param('id') id: string, @Query() query: Record<string, unknown>, @CurrentUser() user?: SessionUser) {
    return this.participants.list(id, user, query);
  }

  @Post('nominations/:id/participants')
  @Roles(...ROUTE_ROLES.organizer)
  create(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.participants.create(id, user, body);
  }

  @Put('participants/:id')
  @Roles(...ROUTE_ROLES.organizer)
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.participants.update(id, user, body);
  }

  @Delete('participants/:id')
  @HttpCode(204)
  @Roles(...ROUTE_ROLES.organizer)
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.participants.remove(id, user);
  }
}
