import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { latinLetters } from '@hema/shared/competition/address-slug';
import { sqlOf } from '../database/sql.js';

/** A username base from any text: Latin letters, digits, dots, dashes and underscores, 3–24 characters. */
export function usernameBase(text: string): string {
  const latin = latinLetters(text);
  const cleaned = latin
    .trim()
    .replace(/\s+/g, '.')
    .replace(/[^a-z0-9_.-]/g, '')
    .slice(0, 24);
  return (cleaned || 'fighter').padEnd(3, '0');
}

/**
 * The base itself when free, else the base with the first free number (`ivan.petrov2`). Call it inside the
 * transaction that saves the user: a transaction lock on the base makes a second writer of the same name wait until
 * the first one's user is saved, so two organizers entering "Ivan Petrov" at once get ivan.petrov and ivan.petrov2.
 */
export async function freeUsername(manager: EntityManager, base: string): Promise<string> {
  const db = sqlOf(manager);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`username:${base}`}))`.execute(db);
  const taken = new Set(
    (
      await db
        .selectFrom('user')
        .select('username')
        .where('username', 'like', `${base.replace(/[\\%_]/g, '\\$&')}%`)
        .execute()
    ).map((r) => r.username),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}
