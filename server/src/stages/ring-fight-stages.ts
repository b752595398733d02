import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { readAll } from '../database/read-all.js';
import { RingFightStages, type FightStageNames } from '../rings/ring-fight-stages.js';
import { groupTitleOf, Pool } from './pool.entity.js';
import { forgetRingOfNextFights } from './ring-of-next-fights.js';
import { Stage } from './stage.entity.js';

/** The names of the given stages and pools, as a ring's schedule and its print-out show each fight's place. */
export async function fightStageNames(
  manager: EntityManager,
  stageIds: readonly string[],
  poolIds: readonly string[],
): Promise<FightStageNames> {
  const none = () => Promise.resolve([]);
  const [stages, pools] = await readAll(manager, [
    stageIds.length ? () => manager.find(Stage, { where: { id: In([...stageIds]) } }) : none,
    poolIds.length ? () => manager.find(Pool, { where: { id: In([...poolIds]) } }) : none,
  ]);
  return {
    stages: new Map(
      stages.map((s) => [s.id, { _id: s.id, type: s.type, index: s.index, label: s.label || null }]),
    ),
    pools: new Map(pools.map((p) => [p.id, { _id: p.id, group: groupTitleOf(p) }])),
  };
}

/** Hands the rings module (below this one) the names of its fights' stages and pools, and the removal of a ring. */
@Injectable()
export class RingFightStagesPart implements OnModuleInit {
  constructor(private readonly ring: RingFightStages) {}

  onModuleInit(): void {
    this.ring.register(fightStageNames, forgetRingOfNextFights);
  }
}
