import { Controller, Param } from '@nestjs/common';
import { licenceRequestsContract } from '@hema/shared/contracts/licence-requests';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import type { LicenceRequest } from './licence-request.entity.js';
import { LicenceRequestsService } from './licence-requests.service.js';

const TAG = 'licence requests';
type Own = ResponseOf<typeof licenceRequestsContract.create>;
type Decision = ResponseOf<typeof licenceRequestsContract.grant>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const ownView = (r: LicenceRequest): Own => ({
  _id: r.id,
  status: r.status,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  decidedAt: iso(r.decidedAt),
  grantedTill: iso(r.grantedTill),
  refusalReason: r.refusalReason,
});
const decisionView = (r: LicenceRequest): Decision => ({
  _id: r.id,
  status: r.status,
  decidedAt: iso(r.decidedAt),
});

/** Organizers ask for a longer licence and see their request; admins list, grant and refuse requests. */
@Controller()
export class LicenceRequestsController {
  constructor(private readonly requests: LicenceRequestsService) {}

  @Endpoint(licenceRequestsContract.mine, TAG)
  async mine(@CurrentUser() user: SessionUser): Promise<ResponseOf<typeof licenceRequestsContract.mine>> {
    const request = await this.requests.latest(user);
    return { request: request ? ownView(request) : null };
  }

  @Endpoint(licenceRequestsContract.create, TAG)
  async create(
    @ValidBody() { message }: ParsedBodyOf<typeof licenceRequestsContract.create>,
    @CurrentUser() user: SessionUser,
  ): Promise<Own> {
    return ownView(await this.requests.ask(user, message));
  }

  @Endpoint(licenceRequestsContract.list, TAG)
  list(@ValidQuery() query: ListQueryParams): Promise<ResponseOf<typeof licenceRequestsContract.list>> {
    return this.requests.list(query, (r) => ({
      ...ownView(r),
      user: r.user
        ? {
            _id: r.user.id,
            name: r.user.name,
            username: r.user.username,
            email: r.user.email ?? '',
            license: { from: iso(r.user.licenseFrom), till: iso(r.user.licenseTill) },
          }
        : null,
    }));
  }

  @Endpoint(licenceRequestsContract.grant, TAG)
  async grant(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof licenceRequestsContract.grant>,
    @CurrentUser() admin: SessionUser,
  ): Promise<Decision> {
    const till = new Date(body.licenseTill);
    return decisionView(await this.requests.decide(parseId(id, 'Request'), admin, { grant: true, till }));
  }

  @Endpoint(licenceRequestsContract.refuse, TAG)
  async refuse(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof licenceRequestsContract.refuse>,
    @CurrentUser() admin: SessionUser,
  ): Promise<Decision> {
    return decisionView(
      await this.requests.decide(parseId(id, 'Request'), admin, { grant: false, reason: body.reason }),
    );
  }
}
