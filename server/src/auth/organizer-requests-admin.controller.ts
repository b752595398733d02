import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { organizerRequestsContract } from '@hema/shared/contracts/organizer-requests';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { OrganizerRequest } from './organizer-request.entity.js';

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
  constructor(private readonly auth: AuthService) {}

  @Endpoint(organizerRequestsContract.list, TAG)
  list(@ValidQuery() query: ListQueryParams): Promise<ResponseOf<typeof organizerRequestsContract.list>> {
    return this.auth.listOrganizerRequests(query, (r) => ({
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
