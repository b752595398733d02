import type { EntityManager } from 'typeorm';
import { User } from './user.entity.js';

/**
 * The writes of accounts (`user`, this module's table) that the auth module makes inside its own transactions.
 */

/** The account's new password, hashed (the caller ends its sessions in the same transaction). */
export async function setPasswordHash(
  manager: EntityManager,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await manager.getRepository(User).update({ id: userId }, { passwordHash });
}
