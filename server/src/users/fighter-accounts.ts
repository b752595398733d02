import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { newFighterSchema } from '@hema/shared/contracts/participants';
import { composeName } from '@hema/shared/schemas/auth';
import { badRequest } from '../common/app-error.js';
import { Club } from '../catalog/club.entity.js';
import { createClub } from '../catalog/clubs.js';
import { freeUsername, usernameBase } from './free-username.js';
import { User } from './user.entity.js';

export type NewFighter = z.output<typeof newFighterSchema>;

/** The id of a user who may be entered as a fighter (not deleted), or a 400 under `userId`. */
export async function existingFighter(manager: EntityManager, userId: string): Promise<string> {
  const found = await manager.getRepository(User).findOne({ where: { id: userId, deleted: false } });
  if (!found) throw badRequest('userId: User not found', 'validation', { userId: 'User not found' });
  return found.id;
}

/** A club that is not deleted, or a 400 under `field`. */
export async function assertClubExists(manager: EntityManager, clubId: string, field: string): Promise<void> {
  if (!(await manager.getRepository(Club).exists({ where: { id: clubId, deleted: false } })))
    throw badRequest(`${field}: Club not found`, 'validation', { [field]: 'Club not found' });
}

/**
 * A fighter without an account (no e-mail, no password: they never sign in) in an existing club, a club created
 * with them, or none. Two people may share a name: the duplicate warning is the screen's (spec §5), not a refusal.
 */
export async function createFighter(
  manager: EntityManager,
  values: NewFighter,
  /** Where a missing club is reported: under the participant body's `fighter`, or at the top of a user body. */
  clubField = 'fighter.clubId',
): Promise<string> {
  let clubId = values.clubId ?? null;
  if (clubId) await assertClubExists(manager, clubId, clubField);
  if (values.newClubTitle) clubId = await createClub(manager, values.newClubTitle);
  const name = composeName(values.firstName, values.lastName);
  const users = manager.getRepository(User);
  const saved = await users.save(
    users.create({
      firstName: values.firstName,
      lastName: values.lastName,
      middleName: null,
      name,
      username: await freeUsername(manager, usernameBase(name)),
      email: null,
      passwordHash: '',
      role: 'USER',
      clubId,
    }),
  );
  return saved.id;
}
