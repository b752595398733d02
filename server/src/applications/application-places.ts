import type { EntityManager } from 'typeorm';
import { arrivalState } from '@hema/shared/applications/application-rules';
import { conflict } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { Fight } from '../fights/fight.entity.js';
import { Participant } from '../nominations/participant.entity.js';
import { Application } from './application.entity.js';

/** A change the fighter is told about after the commit (mail and "new" in My applications). */
export interface ApplicationNotice {
  applicationId: string;
  change:
    | 'received'
    | 'waitingList'
    | 'movedUp'
    | 'approved'
    | 'refused'
    | 'paid'
    | 'paymentCancelled'
    | 'present'
    | 'presenceCancelled';
}

/**
 * Places of a category. Every write that can take or free a place first locks the category's row (`FOR UPDATE`, in
 * id order when several), so counting places and writing the application happen as one step per category: two
 * fighters applying for the last place at once are served one after the other, and only one gets it.
 */
export async function lockCategories(manager: EntityManager, nominationIds: string[]): Promise<void> {
  const ids = [...new Set(nominationIds)].sort();
  if (ids.length === 0) return;
  await manager.query(`SELECT "id" FROM "nomination" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`, [
    ids,
  ]);
}

/** The category's fighters (approved ones and those the organizer entered) and the pending applications. */
export async function placesTaken(manager: EntityManager, nominationId: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT (SELECT count(*) FROM "participant" WHERE "nominationId" = $1)
          + (SELECT count(*) FROM "application" WHERE "nominationId" = $1 AND "state" = 'PENDING') AS "taken"`,
    [nominationId],
  )) as { taken: string }[];
  return Number(row.taken);
}

/**
 * While the category has a free place, the first on its waiting list (in order of arrival) moves up to pending,
 * to be reviewed like any other application; each one moved is told.
 */
export async function moveUpWaitingList(
  manager: EntityManager,
  nomination: { id: string; fighterLimit: number | null },
  notices: ApplicationNotice[],
  now: Date,
): Promise<void> {
  const repo = manager.getRepository(Application);
  for (;;) {
    if (arrivalState(await placesTaken(manager, nomination.id), nomination.fighterLimit) !== 'PENDING')
      return;
    const first = await repo.findOne({
      where: { nominationId: nomination.id, state: 'WAITING_LIST' },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (!first) return;
    await repo.update(first.id, { state: 'PENDING', changedAt: now });
    notices.push({ applicationId: first.id, change: 'movedUp' });
  }
}

/** An approved fighter becomes one of the category's fighters (kept as they are when the organizer entered them). */
export async function enterCategory(
  manager: EntityManager,
  nominationId: string,
  userId: string,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(Participant)
    .values({ nominationId, userId, seed: null })
    .orIgnore()
    .execute();
}

/** A fighter who is no longer approved leaves the category, unless they already have fights there. */
export async function leaveCategory(
  manager: EntityManager,
  nominationId: string,
  userId: string,
): Promise<void> {
  const hasFights = await manager
    .getRepository(Fight)
    .createQueryBuilder('fight')
    .where('fight.nominationId = :nominationId', { nominationId })
    .andWhere('(fight.fighter1Id = :userId OR fight.fighter2Id = :userId)', { userId })
    .getExists();
  if (hasFights) {
    throw conflict(
      'This fighter has fights in the category; mark them dropped out instead',
      COMPETITION_ERRORS.participantHasFights,
    );
  }
  await manager.getRepository(Participant).delete({ nominationId, userId });
}
