import type { EntityManager } from 'typeorm';
import { sqlOf } from '../database/sql.js';

/**
 * A club merge (admin): the duplicate's followers follow the club that stays. Someone who followed both keeps one
 * follow. Runs in the merge's transaction.
 */
export async function moveClubFollows(manager: EntityManager, fromId: string, intoId: string): Promise<void> {
  const sql = sqlOf(manager);
  await sql
    .deleteFrom('follow as a')
    .where('a.clubId', '=', fromId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('follow as b')
          .select('b.id')
          .whereRef('b.userId', '=', 'a.userId')
          .where('b.clubId', '=', intoId),
      ),
    )
    .execute();
  await sql.updateTable('follow').set({ clubId: intoId }).where('clubId', '=', fromId).execute();
}
