import type { EntityManager } from 'typeorm';
import { VALIDATION_MESSAGES } from '@hema/shared/contracts/messages';
import { badRequest } from '../common/app-error.js';
import { Area } from '../rings/area.entity.js';
import type { Stage } from './stage.entity.js';

/**
 * The ring rule of a stage (issue 10, item 5): a fight the stage fills or creates later — a bracket fight a fighter
 * reaches, a fight of the next swiss round — goes to the ring the organizer chose in the stage's settings, else to
 * the ring of the fights that feed it (the first feeder on a ring decides), else to the tournament's first ring, so
 * no fight a fighter can reach is left without a ring that can score it while the tournament has one. Answers null
 * only for a tournament without rings. A chosen ring that no longer exists counts as not chosen.
 */
export async function ringOfNextFight(
  manager: EntityManager,
  stage: Stage,
  tournamentId: string,
  feederRings: readonly (string | null)[],
): Promise<string | null> {
  const chosen = stage.settings.nextFightsAreaId;
  if (chosen && (await manager.exists(Area, { where: { id: chosen, tournamentId } }))) return chosen;
  const fed = feederRings.find((ring): ring is string => !!ring);
  if (fed) return fed;
  const first = await manager.findOne(Area, {
    where: { tournamentId },
    order: { index: 'ASC', createdAt: 'ASC' },
    select: { id: true },
  });
  return first?.id ?? null;
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
