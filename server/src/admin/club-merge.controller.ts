import { Controller, Param } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { adminContract } from '@hema/shared/contracts/admin';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import { badRequest, notFound } from '../common/app-error.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import { parseId } from '../common/validation.js';
import { User } from '../users/user.entity.js';
import { Club } from '../catalog/club.entity.js';
import { EventBus } from '../events/event-bus.js';

/**
 * Spec §5 "Duplicate warnings" for clubs, acted on: a duplicate club's members move to the club that stays, and the
 * duplicate is marked deleted (results keep naming their fighters' current club). One transaction.
 */
@Controller()
export class ClubMergeController {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus,
  ) {}

  @Endpoint(adminContract.mergeClub, 'clubs')
  async merge(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof adminContract.mergeClub>,
  ): Promise<ResponseOf<typeof adminContract.mergeClub>> {
    const fromId = parseId(id, 'Club');
    if (fromId === body.intoId) throw badRequest('Choose another club to merge into', 'catalog/merge-same');
    return this.db.transaction(async (manager) => {
      const clubs = await manager.find(Club, {
        where: { id: In([fromId, body.intoId]) },
        lock: { mode: 'pessimistic_write' },
        order: { id: 'ASC' },
      });
      const into = clubs.find((c) => c.id === body.intoId);
      if (!clubs.some((c) => c.id === fromId) || !into || into.deleted) throw notFound('Club');
      const moved = await manager.update(User, { clubId: fromId }, { clubId: body.intoId });
      await manager.update(Club, { id: fromId }, { deleted: true });
      await this.events.publish({ type: 'catalog.changed', entry: 'Club', id: fromId }, manager);
      return { intoId: body.intoId, moved: moved.affected ?? 0 };
    });
  }
}
