import type { EntityManager } from 'typeorm';
import { conflict, badRequest } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import { existingFighter } from '../users/fighter-accounts.js';
import { membersOf } from './team-bouts.js';
import { confirmedMembers } from '@hema/shared/competition/team-consent';
import { Team } from './team.entity.js';

/**
 * The line-up checks every team write makes: the category's member count at least, each fencer a registered user
 * (not deleted) and, unless only invited, in no other team of the category. Invited fencers hold no place anywhere:
 * they neither block others nor are blocked until they accept (answerInvitation checks again then).
 */
export async function checkLineUp(
  manager: EntityManager,
  nomination: Nomination,
  memberIds: readonly string[],
  teamId: string | null,
  invitedIds: readonly string[] = [],
): Promise<void> {
  const members = membersOf(nomination);
  if (memberIds.length < members) {
    const message = `A team needs at least ${members} fencers`;
    throw badRequest(message, 'validation', { memberIds: message });
  }
  for (const id of memberIds) await existingFighter(manager, id);
  await assertFreeInCategory(manager, nomination.id, confirmedMembers({ memberIds, invitedIds }), teamId);
}

/** The other team of the category in which one of the team's fencers holds a place, if any. */
export async function takenElsewhere(manager: EntityManager, team: Team): Promise<Team | null> {
  const others = await manager.find(Team, { where: { nominationId: team.nominationId } });
  return (
    others.find((t) => t.id !== team.id && confirmedMembers(t).some((id) => team.memberIds.includes(id))) ??
    null
  );
}

/** None of the fencers holds a place in another team of the category (invitations there do not count). */
export async function assertFreeInCategory(
  manager: EntityManager,
  nominationId: string,
  fencerIds: readonly string[],
  teamId: string | null,
): Promise<void> {
  const others = await manager.find(Team, { where: { nominationId } });
  const taken = others.find(
    (t) => t.id !== teamId && confirmedMembers(t).some((id) => fencerIds.includes(id)),
  );
  if (taken) {
    throw conflict(
      `A fencer of this line-up is already in the team ${taken.name}`,
      COMPETITION_ERRORS.teamMemberTaken,
    );
  }
}

/** The line-up with the fencers created on the spot in the places left for them (`null`), the rest after. */
export function fillLineUp(memberIds: readonly (string | null)[], created: readonly string[]): string[] {
  const queue = [...created];
  const filled = memberIds.map((id) => id ?? queue.shift() ?? null).filter((id): id is string => id !== null);
  return [...filled, ...queue];
}
