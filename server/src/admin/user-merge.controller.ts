import { Controller } from '@nestjs/common';
import { adminContract } from '@hema/shared/contracts/admin';
import type { ParsedBodyOf, ParsedQueryOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../common/session-user.js';
import { UserMergeService } from './user-merge.service.js';

const TAG = 'admin';

/** Spec §2 /admin/users/merge: accounts of one person found, previewed and merged. */
@Controller()
export class UserMergeController {
  constructor(private readonly merging: UserMergeService) {}

  @Endpoint(adminContract.mergeCandidates, TAG)
  candidates(): Promise<ResponseOf<typeof adminContract.mergeCandidates>> {
    return this.merging.candidates();
  }

  @Endpoint(adminContract.mergePreview, TAG)
  preview(
    @ValidQuery() query: ParsedQueryOf<typeof adminContract.mergePreview>,
  ): Promise<ResponseOf<typeof adminContract.mergePreview>> {
    return this.merging.preview(query);
  }

  @Endpoint(adminContract.merge, TAG)
  merge(
    @ValidBody() body: ParsedBodyOf<typeof adminContract.merge>,
    @CurrentUser() actor: SessionUser,
  ): Promise<ResponseOf<typeof adminContract.merge>> {
    return this.merging.merge(body, actor);
  }

  @Endpoint(adminContract.merges, TAG)
  merges(): Promise<ResponseOf<typeof adminContract.merges>> {
    return this.merging.merges();
  }
}
