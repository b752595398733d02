import type { DataSource, EntityManager } from 'typeorm';
import { sqlOf } from '../database/sql.js';
import { UUID } from '../common/validation.js';

/** The id of a live (not deleted) account named by its id or its username, or undefined. */
export async function liveUserId(
  source: DataSource | EntityManager,
  key: string,
): Promise<string | undefined> {
  const byId = UUID.test(key);
  const found = await sqlOf(source)
    .selectFrom('user')
    .select('id')
    .where(byId ? 'id' : 'username', '=', byId ? key : key.toLowerCase())
    .where('deleted', '=', false)
    .executeTakeFirst();
  return found?.id;
}

/** Names of the given accounts that are still live (deleted ones leave public lists). */
export async function livePeople(source: DataSource | EntityManager, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { _id: string; name: string; username: string }>();
  const rows = await sqlOf(source)
    .selectFrom('user')
    .select(['id as _id', 'name', 'username'])
    .where('id', 'in', [...ids])
    .where('deleted', '=', false)
    .execute();
  return new Map(rows.map((row) => [row._id, row]));
}
