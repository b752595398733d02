import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { notFound } from '../common/app-error.js';
import { Club } from '../catalog/club.entity.js';
import { EventBus } from '../events/event-bus.js';
import { moveClubFollows } from '../following/club-follows.js';
import { moveClubMembers } from '../users/club-members.js';
import { retireClub } from '../catalog/clubs.js';

/**
 * A duplicate club's members move to the club that stays and the duplicate is marked deleted (results keep naming
 * their fighters' current club), in one transaction. The members' rows belong to the users module, which moves them.
 */
@Injectable()
export class ClubMergeService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus,
  ) {}

  merge(fromId: string, intoId: string): Promise<{ intoId: string; moved: number }> {
    return this.db.transaction(async (manager) => {
      const clubs = await manager.find(Club, {
        where: { id: In([fromId, intoId]) },
        lock: { mode: 'pessimistic_write' },
        order: { id: 'ASC' },
      });
      const into = clubs.find((c) => c.id === intoId);
      if (!clubs.some((c) => c.id === fromId) || !into || into.deleted) throw notFound('Club');
      const moved = await moveClubMembers(manager, fromId, intoId);
      await moveClubFollows(manager, fromId, intoId);
      await retireClub(manager, fromId);
      await this.events.publish({ type: 'catalog.changed', entry: 'Club', id: fromId }, manager);
      return { intoId, moved };
    });
  }
}
