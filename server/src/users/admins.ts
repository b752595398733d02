import type { EntityManager } from 'typeorm';
import type { Role } from '@hema/shared/auth/roles';
import { conflict } from '../common/app-error.js';
import { sqlOf } from '../database/sql.js';
import { User } from './user.entity.js';

/** What a write does to an account's standing as an admin. */
export interface AdminChange {
  role?: Role;
  deleted?: boolean;
}

/**
 * Locks every active admin row (in id order, so two writers queue instead of deadlocking) and answers their ids. Two
 * admins demoting each other at once both pass a plain count; under this lock the second one sees the first's
 * change and is refused. Call it inside the write's transaction, before reading the account it changes.
 */
export async function lockActiveAdmins(manager: EntityManager): Promise<string[]> {
  const rows = await sqlOf(manager)
    .selectFrom('user')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where('deleted', '=', false)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the change would leave `target` no longer an active admin. */
export function takesAdminAway(target: Pick<User, 'role' | 'deleted'>, change: AdminChange): boolean {
  if (target.role !== 'ADMIN' || target.deleted) return false;
  return (change.role !== undefined && change.role !== 'ADMIN') || change.deleted === true;
}

/**
 * The platform always keeps an admin, and nobody takes away their own admin role (a slip that could leave them
 * locked out of the page that would undo it). Deleting one's own account stays possible while another admin remains.
 * `activeAdmins` comes from {@link lockActiveAdmins} in the same transaction.
 */
export function assertAdminsRemain(
  target: Pick<User, 'id' | 'role' | 'deleted'>,
  change: AdminChange,
  actorId: string,
  activeAdmins: string[],
): void {
  if (!takesAdminAway(target, change)) return;
  if (change.role !== undefined && change.role !== 'ADMIN' && target.id === actorId) {
    throw conflict(
      'You cannot take away your own administrator role; another administrator can do it',
      'users/own-admin-role',
    );
  }
  if (activeAdmins.every((id) => id === target.id)) {
    throw conflict(
      'This is the last administrator: make someone else an administrator before changing or deleting this account',
      'users/last-admin',
    );
  }
}
