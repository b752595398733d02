import { Controller, Param } from '@nestjs/common';
import { adminContract } from '@hema/shared/contracts/admin';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import { badRequest } from '../common/app-error.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import { parseId } from '../common/validation.js';
import { ClubMergeService } from './club-merge.service.js';

/**
 * Spec §5 "Duplicate warnings" for clubs, acted on: the duplicate club's members move to the club that stays.
 */
@Controller()
export class ClubMergeController {
  constructor(private readonly clubs: ClubMergeService) {}

  @Endpoint(adminContract.mergeClub, 'clubs')
  merge(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof adminContract.mergeClub>,
  ): Promise<ResponseOf<typeof adminContract.mergeClub>> {
    const fromId = parseId(id, 'Club');
    if (fromId === body.intoId) throw badRequest('Choose another club to merge into', 'catalog/merge-same');
    return this.clubs.merge(fromId, body.intoId);
  }
}
