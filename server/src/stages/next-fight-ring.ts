import type { EntityManager } from 'typeorm';
import { ringForReadyFight } from '@hema/shared/competition/ring-spread';
import { VALIDATION_MESSAGES } from '@hema/shared/contracts/messages';
import { badRequest } from '../common/app-error.js';
import { sqlOf } from '../database/sql.js';
import { Area } from '../rings/area.entity.js';
import type { Stage } from './stage.entity.js';

/**
 * The ring rule of a stage: a fight the stage fills or creates later — a bracket fight a fighter
 * reaches, a fight of the next swiss round — goes to the ring the organizer chose in the stage's settings, else to
 * the ring with the shortest queue, so fights that become ready together (the final and the bronze fight, a new
 * swiss round) spread over the free rings instead of queuing on one (shared/'s ringForReadyFight; the ring of the
 * fights that feed it wins ties). No fight a fighter can reach is left without a ring that can score it while the
 * tournament has one. Answers null only for a tournament without rings. A chosen
 * ring that no longer exists counts as not chosen.
 */
export async function ringOfNextFight(
  manager: EntityManager,
  stage: Stage,
  tournamentId: string,
  feederRings: readonly (string | null)[],
  poolId: string,
): Promise<string | null> {
  const chosen = stage.settings.nextFightsAreaId;
  if (chosen && (await manager.exists(Area, { where: { id: chosen, tournamentId } }))) return chosen;
  const fed = feederRings.find((ring): ring is string => !!ring) ?? null;
  // Waiting fights per ring, and how many of them are of this round (pool).
  const loads = await sqlOf(manager)
    .selectFrom('area as a')
    .leftJoin('fight as f', (join) =>
      join
        .onRef('f.areaId', '=', 'a.id')
        .on('f.isBye', '=', false)
        .on('f.status', 'not in', ['finished', 'cancelled']),
    )
    .select((eb) => [
      'a.id as areaId',
      eb.fn.count<string>('f.id').as('waiting'),
      eb.fn.count<string>('f.id').filterWhere('f.poolId', '=', poolId).as('sameRound'),
    ])
    .where('a.tournamentId', '=', tournamentId)
    .groupBy(['a.id', 'a.index', 'a.createdAt'])
    .orderBy('a.index')
    .orderBy('a.createdAt')
    .execute();
  return ringForReadyFight(
    fed,
    loads.map((l) => ({ areaId: l.areaId, waiting: Number(l.waiting), sameRound: Number(l.sameRound) })),
  );
}

/** A chosen ring of next fights must be a ring of the stage's tournament (400 next to the field otherwise). */
export async function assertRingOfTournament(
  manager: EntityManager,
  areaId: string | null | undefined,
  tournamentId: string,
): Promise<void> {
  if (!areaId || (await manager.exists(Area, { where: { id: areaId, tournamentId } }))) return;
  const message = VALIDATION_MESSAGES.ringOfTournament;
  throw badRequest(message, 'validation', { 'settings.nextFightsAreaId': message });
}
