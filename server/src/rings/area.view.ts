import { In, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { areaFightsViewSchema, areaSchema } from '@hema/shared/contracts/areas';
import type { Area } from './area.entity.js';
import type { Fight } from '../fights/fight.entity.js';
import { fightRowViews, type FightRowView } from '../fights/fight.view.js';
import { Nomination } from '../nominations/nomination.entity.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import type { FightStageNamesReader } from './ring-fight-stages.js';

export function areaView(area: Area): z.input<typeof areaSchema> {
  return {
    _id: area.id,
    tournamentId: area.tournamentId,
    title: area.title,
    index: area.index,
    createdAt: area.createdAt.toISOString(),
  };
}

const OVER = ['finished', 'cancelled'];

/**
 * A ring's fights in order, each with the category, stage and pool it belongs to (the caption overlay shows the
 * fight stage), and the current fight (the first neither finished nor cancelled) and the next one after it.
 */
export async function areaFightsView(
  manager: EntityManager,
  tournament: Tournament,
  area: Area,
  fights: Fight[],
  now: number,
  stageNames: FightStageNamesReader,
): Promise<z.input<typeof areaFightsViewSchema>> {
  const rows = await fightRowViews(manager, fights, now);
  const ids = (pick: (f: Fight) => string) => [...new Set(fights.map(pick))];
  const nominations = fights.length
    ? await manager.find(Nomination, { where: { id: In(ids((f) => f.nominationId)) } })
    : [];
  const { stages: stageOf, pools: poolOf } = await stageNames(
    manager,
    ids((f) => f.stageId),
    ids((f) => f.poolId),
  );
  const nominationOf = new Map(nominations.map((n) => [n.id, { _id: n.id, title: n.title }]));
  const items = rows.map((row: FightRowView) => ({
    ...row,
    nomination: nominationOf.get(row.nominationId) ?? null,
    stage: stageOf.get(row.stageId) ?? null,
    pool: poolOf.get(row.poolId) ?? null,
  }));
  const currentAt = items.findIndex((f) => !OVER.includes(f.status));
  const nextAt = currentAt < 0 ? -1 : items.findIndex((f, at) => at > currentAt && !OVER.includes(f.status));
  return {
    area: areaView(area),
    tournament: {
      _id: tournament.id,
      title: tournament.title,
      idString: tournament.idString,
      status: tournament.status,
    },
    fights: items,
    current: currentAt < 0 ? null : items[currentAt],
    next: nextAt < 0 ? null : items[nextAt],
  };
}
