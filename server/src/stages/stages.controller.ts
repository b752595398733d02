import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { StagesService } from './stages.service.js';

/** Stages of a category, their pools and fights. */
@ApiTags('stages')
@Controller()
export class StagesController {
  constructor(private readonly stages: StagesService) {}

  /** The public stages page: every stage with its pools and their fights (fighters by name). */
  @Get('nominations/:id/stages')
  list(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.stages.list(id, user);
  }

  @Post('nominations/:id/stages')
  @Roles(...ROUTE_ROLES.organizer)
  create(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.stages.create(id, user, body);
  }

  @Get('stages/:id')
  get(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.stages.get(id, user);
  }

  @Put('stages/:id')
  @Roles(...ROUTE_ROLES.organizer)
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user?: SessionUser) {
    return this.stages.update(id, user, body);
  }

  @Delete('stages/:id')
  @HttpCode(204)
  @Roles(...ROUTE_ROLES.organizer)
  remove(@Param('id') id: string, @CurrentUser() user?: SessionUser): Promise<void> {
    return this.stages.remove(id, user);
  }

  /** Builds the stage's pools and fights from its fighters; answers the stage and the organizer's warnings. */
  @Post('stages/:id/generate')
  @HttpCode(200)
  @Roles(...ROUTE_ROLES.organizer)
  generate(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.stages.generate(id, user);
  }
}
