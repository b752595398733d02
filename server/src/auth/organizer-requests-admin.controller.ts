import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { runList, type ListDefinition } from '../common/list.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from './current-user.decorator.js';
import { ORGANIZER_REQUEST_STATUSES, OrganizerRequest } from './organizer-request.entity.js';
import { Roles } from './roles.decorator.js';

const requestList: ListDefinition<OrganizerRequest> = {
  resource: 'organizer requests',
  fields: {
    _id: { column: 'request.id', type: 'id', sortable: true, filterable: true },
    status: {
      column: 'request.status',
      type: 'enum',
      values: ORGANIZER_REQUEST_STATUSES,
      sortable: true,
      filterable: true,
    },
    name: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    createdAt: { column: 'request.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: '-createdAt',
  selectTitle: 'name',
};

/** Admins see organizer-access requests and decide them (spec §1: approval starts a one-week trial). */
@ApiTags('organizer access')
@Controller('organizer-requests')
@Roles(...ROUTE_ROLES.admin)
export class OrganizerRequestsAdminController {
  constructor(
    private readonly db: DataSource,
    private readonly auth: AuthService,
  ) {}

  @Get()
  list(@Query() query: Record<string, unknown>) {
    const qb = this.db
      .getRepository(OrganizerRequest)
      .createQueryBuilder('request')
      .leftJoinAndSelect('request.user', 'user');
    return runList(qb, requestList, query, (r) => ({
      _id: r.id,
      status: r.status,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      user: r.user
        ? { _id: r.user.id, name: r.user.name, username: r.user.username, email: r.user.email }
        : null,
    }));
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@Param('id') id: string, @CurrentUser() admin: SessionUser) {
    const r = await this.auth.decideOrganizerRequest(parseId(id, 'Request'), true, admin);
    return { _id: r.id, status: r.status, decidedAt: r.decidedAt };
  }

  @Post(':id/refuse')
  @HttpCode(200)
  async refuse(@Param('id') id: string, @CurrentUser() admin: SessionUser) {
    const r = await this.auth.decideOrganizerRequest(parseId(id, 'Request'), false, admin);
    return { _id: r.id, status: r.status, decidedAt: r.decidedAt };
  }
}
