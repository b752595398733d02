import { captainInvitations } from '@hema/shared/competition/team-consent';
import type { EntityManager } from 'typeorm';
import { arrivalState } from '@hema/shared/applications/application-rules';
import { conflict } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { sqlOf } from '../database/sql.js';
import { Fight } from '../fights/fight.entity.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import { checkLineUp } from '../teams/team-line-up.js';
import { enterParticipant, removeParticipant } from '../nominations/participant-rows.js';
import { Application } from './application.entity.js';
import { createCaptainsTeam, deleteTeam, setTeamEntered } from '../teams/team-rows.js';

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
  await sqlOf(manager)
    .selectFrom('nomination')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * The category's fighters (approved ones and those the organizer entered), its entered teams (a team category's
 * places are teams) and the pending applications.
 */
export async function placesTaken(manager: EntityManager, nominationId: string): Promise<number> {
  const row = await sqlOf(manager)
    .selectNoFrom((eb) => [
      eb
        .selectFrom('participant')
        .select(eb.fn.countAll<string>().as('n'))
        .where('nominationId', '=', nominationId)
        .as('fighters'),
      eb
        .selectFrom('team')
        .select(eb.fn.countAll<string>().as('n'))
        .where('nominationId', '=', nominationId)
        .where('entered', '=', true)
        .as('teams'),
      eb
        .selectFrom('application')
        .select(eb.fn.countAll<string>().as('n'))
        .where('nominationId', '=', nominationId)
        .where('state', '=', 'PENDING')
        .as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.fighters) + Number(row.teams) + Number(row.pending);
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
  teamId: string | null = null,
): Promise<void> {
  // A captain's approved application enters their team (team categories rank teams, not fighters): the captain
  // fences as one of its line-up, never as a fighter of the category on their own.
  if (teamId) {
    await setTeamEntered(manager, teamId, true);
    return;
  }
  await enterParticipant(manager, nominationId, userId);
}

/** A fighter who is no longer approved leaves the category, unless they already have fights there. */
export async function leaveCategory(
  manager: EntityManager,
  nominationId: string,
  userId: string,
  teamId: string | null = null,
): Promise<void> {
  if (teamId) {
    const teamHasMatches = await manager
      .getRepository(Fight)
      .createQueryBuilder('fight')
      .where('fight.nominationId = :nominationId', { nominationId })
      .andWhere('(fight.fighter1Id = :teamId OR fight.fighter2Id = :teamId)', { teamId })
      .getExists();
    if (teamHasMatches) {
      throw conflict(
        'This team has matches in the category; drop it out instead',
        COMPETITION_ERRORS.teamHasFights,
      );
    }
    await setTeamEntered(manager, teamId, false);
  }
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
  await removeParticipant(manager, nominationId, userId);
}

/**
 * A captain's team goes with the application it came with (withdrawn or refused): its fencers are free again. A team
 * with matches is kept (leaveCategory refuses that case before).
 */
export async function releaseCaptainsTeam(manager: EntityManager, teamId: string | null): Promise<void> {
  if (!teamId) return;
  const hasMatches = await manager
    .getRepository(Fight)
    .createQueryBuilder('fight')
    .where('(fight.fighter1Id = :teamId OR fight.fighter2Id = :teamId)', { teamId })
    .getExists();
  if (!hasMatches) await deleteTeam(manager, teamId);
}

/**
 * The team a captain applies with: made with the application, not entered until it is approved. The
 * line-up follows the team rules (registered users, the member count, nobody in two teams of the category).
 */
export async function captainsTeam(
  manager: EntityManager,
  nomination: Nomination,
  captainId: string,
  team: { name: string; clubId?: string | null; memberIds: string[] },
): Promise<string> {
  // Everyone the captain names is asked first: until they accept they hold no place (nor block other teams).
  const invitedIds = captainInvitations(captainId, team.memberIds);
  await checkLineUp(manager, nomination, team.memberIds, null, invitedIds);
  return createCaptainsTeam(manager, {
    nominationId: nomination.id,
    name: team.name,
    clubId: team.clubId ?? null,
    captainId,
    memberIds: team.memberIds,
    invitedIds,
  });
}
