import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { notFound } from '../common/app-error.js';
import { parseId } from '../common/validation.js';
import { NominationLookup, type NominationScope } from '../nominations/nomination-lookup.js';
import { Pool } from './pool.entity.js';
import { Stage } from './stage.entity.js';

export interface StageScope extends NominationScope {
  stage: Stage;
}
export interface PoolScope extends StageScope {
  pool: Pool;
}

/** The category lookup, plus a stage or a pool with the category and tournament they belong to. */
@Injectable()
export class StageLookup extends NominationLookup {
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
}
