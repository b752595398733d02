import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../common/app-error.js';
import { UUID, parseId } from '../common/validation.js';
import { Tournament } from './tournament.entity.js';

/**
 * Finds a competition row and the tournament it belongs to (for the ownership check), or answers a readable 404.
 * Route ids that are not uuids are 404 before any query. Each module that owns a level of the competition
 * (categories, stages and pools, rings) extends it with its own rows, so the lookup never reaches upward.
 */
@Injectable()
export class TournamentLookup {
  constructor(private readonly db: DataSource) {}

  protected manager(manager?: EntityManager): EntityManager {
    return manager ?? this.db.manager;
  }

  async tournament(id: string, manager?: EntityManager): Promise<Tournament> {
    const found = await this.manager(manager).findOne(Tournament, {
      where: { id: parseId(id, 'Tournament') },
    });
    if (!found) throw notFound('Tournament');
    return found;
  }

  /** Public pages look a tournament up by its idString; organizer pages by id. Both are accepted. */
  async tournamentByKey(key: string): Promise<Tournament> {
    const where = UUID.test(key) ? { id: key } : { idString: key };
    const found = await this.manager().findOne(Tournament, { where, relations: { author: true } });
    if (!found) throw notFound('Tournament');
    return found;
  }
}
