import { In, IsNull, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { poolSchema, stageSchema } from '@hema/shared/contracts/stages';
import { Fight } from '../fights/fight.entity.js';
import {
  areasOf,
  fighterDirectory,
  fightRowView,
  type FighterView,
  type FightRowView,
} from '../fights/fight.view.js';
import { groupTitleOf, Pool } from './pool.entity.js';
import type { Stage } from './stage.entity.js';

/** A pool or round group (spec §3) with its fighters in sheet order and its fights (spec §7 `GET /pools/{id}`). */
export function poolView(pool: Pool, fighters: Map<string, FighterView>, fights: FightRowView[]): PoolView {
  return {
    _id: pool.id,
    stageId: pool.stageId,
    index: pool.index,
    round: pool.round,
    side: pool.side,
    floor: pool.floor,
    isTeam: pool.isTeam,
    group: groupTitleOf(pool),
    fighters: pool.fighters.map((id) => fighters.get(id) ?? { _id: id, name: '', club: null }),
    fights,
  };
}

export type PoolView = z.input<typeof poolSchema>;

export function stageView(stage: Stage, pools: PoolView[]): z.input<typeof stageSchema> {
  return {
    _id: stage.id,
    nominationId: stage.nominationId,
    index: stage.index,
    type: stage.type,
    label: stage.label,
    settings: stage.settings,
    pools,
    createdAt: stage.createdAt.toISOString(),
  };
}

/** Pools of the given stages with their fights, fighters by name, in three queries plus the fighters. */
export async function poolViewsOf(
  manager: EntityManager,
  where: { stageIds?: string[]; poolIds?: string[] },
  now: number,
) {
  const pools = await manager.find(Pool, {
    where: where.poolIds ? { id: In(where.poolIds) } : { stageId: In(where.stageIds ?? []) },
    order: { index: 'ASC' },
  });
  if (pools.length === 0) return [];
  const fights = await manager.find(Fight, {
    // Relay bouts show on their team match's page, not in the pool or bracket.
    where: { poolId: In(pools.map((p) => p.id)), matchId: IsNull() },
    order: { index: 'ASC', createdAt: 'ASC' },
  });
  const fighters = await fighterDirectory(manager, [
    ...pools.flatMap((p) => p.fighters),
    ...fights.flatMap((f) => [f.fighter1Id, f.fighter2Id]),
  ]);
  const areas = await areasOf(manager, fights);
  return pools.map((pool) =>
    poolView(
      pool,
      fighters,
      fights.filter((f) => f.poolId === pool.id).map((f) => fightRowView(f, fighters, areas, now)),
    ),
  );
}

/** The stages page of a category: every stage with its pools and their fights. */
export async function stageViewsOf(manager: EntityManager, stages: Stage[], now: number) {
  const pools = await poolViewsOf(manager, { stageIds: stages.map((s) => s.id) }, now);
  return stages.map((stage) =>
    stageView(
      stage,
      pools.filter((p) => p.stageId === stage.id),
    ),
  );
}

/** How standings and advancement name a stage: its id, type, place in the category and label. */
export function stageRef(stage: Stage) {
  return { _id: stage.id, type: stage.type, index: stage.index, label: stage.label || null };
}
