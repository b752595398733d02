import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from './app-error.js';
import { UUID, parseId } from './validation.js';
import { Area } from '../rings/area.entity.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { Participant } from '../nominations/participant.entity.js';
import { Pool } from '../stages/pool.entity.js';
import { Stage } from '../stages/stage.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';

export interface NominationScope {
  tournament: Tournament;
  nomination: Nomination;
}
export interface StageScope extends NominationScope {
  stage: Stage;
}
export interface PoolScope extends StageScope {
  pool: Pool;
}

/**
 * Finds a competition row and the tournament it belongs to (for the ownership check), or answers a readable 404.
 * Route ids that are not uuids are 404 before any query.
 */
@Injectable()
export class CompetitionLookup {
  constructor(private readonly db: DataSource) {}

  private manager(manager?: EntityManager): EntityManager {
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
    const found = await this.db.manager.findOne(Tournament, { where, relations: { author: true } });
    if (!found) throw notFound('Tournament');
    return found;
  }

  async nomination(id: string, manager?: EntityManager): Promise<NominationScope> {
    const nomination = await this.manager(manager).findOne(Nomination, {
      where: { id: parseId(id, 'Category') },
      relations: { tournament: true },
    });
    if (!nomination?.tournament) throw notFound('Category');
    return { tournament: nomination.tournament, nomination };
  }

  async stage(id: string, manager?: EntityManager): Promise<StageScope> {
    const stage = await this.manager(manager).findOne(Stage, {
      where: { id: parseId(id, 'Stage') },
      relations: { nomination: { tournament: true } },
    });
    if (!stage?.nomination?.tournament) throw notFound('Stage');
    return { tournament: stage.nomination.tournament, nomination: stage.nomination, stage };
  }

  async pool(id: string, manager?: EntityManager): Promise<PoolScope> {
    const pool = await this.manager(manager).findOne(Pool, {
      where: { id: parseId(id, 'Pool') },
      relations: { stage: { nomination: { tournament: true } } },
    });
    const nomination = pool?.stage?.nomination;
    if (!pool?.stage || !nomination?.tournament) throw notFound('Pool');
    return { tournament: nomination.tournament, nomination, stage: pool.stage, pool };
  }

  async area(id: string, manager?: EntityManager): Promise<{ tournament: Tournament; area: Area }> {
    const area = await this.manager(manager).findOne(Area, {
      where: { id: parseId(id, 'Ring') },
      relations: { tournament: true },
    });
    if (!area?.tournament) throw notFound('Ring');
    return { tournament: area.tournament, area };
  }

  async participant(
    id: string,
    manager?: EntityManager,
  ): Promise<NominationScope & { participant: Participant }> {
    const participant = await this.manager(manager).findOne(Participant, {
      where: { id: parseId(id, 'Participant') },
      relations: { nomination: { tournament: true } },
    });
    const nomination = participant?.nomination;
    if (!participant || !nomination?.tournament) throw notFound('Participant');
    return { tournament: nomination.tournament, nomination, participant };
  }
}
