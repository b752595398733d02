import { Controller, Param } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ORGANIZER_REQUEST_STATUSES } from '@hema/shared/contracts/auth';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { organizerRequestsContract } from '@hema/shared/contracts/organizer-requests';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { runList, type ListDefinition } from '../common/list.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { OrganizerRequest } from './organizer-request.entity.js';

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

const TAG = 'organizer access';
type Decision = ResponseOf<typeof organizerRequestsContract.approve>;

const decisionView = (r: OrganizerRequest): Decision => ({
  _id: r.id,
  status: r.status,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** Admins see organizer-access requests and decide them (spec §1: approval starts a one-week trial). */
@Controller()
export class OrganizerRequestsAdminController {
  constructor(
    private readonly db: DataSource,
    private readonly auth: AuthService,
  ) {}

  @Endpoint(organizerRequestsContract.list, TAG)
  list(@ValidQuery() query: ListQueryParams): Promise<ResponseOf<typeof organizerRequestsContract.list>> {
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
      refusalReason: r.refusalReason,
      user: r.user
        ? { _id: r.user.id, name: r.user.name, username: r.user.username, email: r.user.email ?? '' }
        : null,
    }));
  }

  @Endpoint(organizerRequestsContract.approve, TAG)
  async approve(@Param('id') id: string, @CurrentUser() admin: SessionUser): Promise<Decision> {
    return decisionView(await this.auth.decideOrganizerRequest(parseId(id, 'Request'), true, admin));
  }

  @Endpoint(organizerRequestsContract.refuse, TAG)
  async refuse(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof organizerRequestsContract.refuse>,
    @CurrentUser() admin: SessionUser,
  ): Promise<Decision> {
    return decisionView(
      await this.auth.decideOrganizerRequest(parseId(id, 'Request'), false, admin, body.reason),
    );
  }
}
