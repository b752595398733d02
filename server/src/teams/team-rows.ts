import type { EntityManager } from 'typeorm';
import { Team } from './team.entity.js';

/**
 * The writes of teams (`team`, this module's table) that the applications module makes inside its own transactions:
 * a captain's application makes its team, approval enters it, a withdrawal takes it out or away.
 */

/** A captain's new team, not entered until the application is approved; answers its id. */
export async function createCaptainsTeam(
  manager: EntityManager,
  team: Pick<Team, 'nominationId' | 'name' | 'clubId' | 'captainId' | 'memberIds' | 'invitedIds'>,
): Promise<string> {
  const repo = manager.getRepository(Team);
  const saved = await repo.save(repo.create({ ...team, entered: false }));
  return saved.id;
}

/** The team is one of the category's (approved) or no longer is. */
export async function setTeamEntered(
  manager: EntityManager,
  teamId: string,
  entered: boolean,
): Promise<void> {
  await manager.update(Team, teamId, { entered });
}

/** Nobody is asked to join the team any more (the application was decided). */
export async function clearTeamInvitations(manager: EntityManager, teamId: string): Promise<void> {
  await manager.update(Team, teamId, { invitedIds: [] });
}

/** The team goes (the caller has checked it has no matches). */
export async function deleteTeam(manager: EntityManager, teamId: string): Promise<void> {
  await manager.delete(Team, teamId);
}
