import type { EntityManager } from 'typeorm';
import { User } from './user.entity.js';

/**
 * A granted licence on the organizer's account: a trial organizer becomes a full one, the licence starts now unless
 * it started earlier, and runs until `till`.
 */
export async function grantLicence(
  manager: EntityManager,
  userId: string,
  till: Date,
  now: Date,
): Promise<void> {
  const users = manager.getRepository(User);
  const user = await users.findOneByOrFail({ id: userId });
  if (user.role === 'ORGANIZER_TRIAL') user.role = 'ORGANIZER';
  if (!user.licenseFrom || user.licenseFrom > now) user.licenseFrom = now;
  user.licenseTill = till;
  await users.save(user);
}
