import type { EntityManager } from 'typeorm';
import { latinLetters } from '@hema/shared/competition/address-slug';
import { User } from './user.entity.js';

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
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`username:${base}`]);
  const taken = new Set(
    (
      await manager
        .getRepository(User)
        .createQueryBuilder('u')
        .select('u.username', 'username')
        .where('u.username LIKE :p', { p: `${base.replace(/[\\%_]/g, '\\$&')}%` })
        .getRawMany<{ username: string }>()
    ).map((r) => r.username),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}
