import { Brackets, type EntityManager } from 'typeorm';
import type { ImportedFighter } from '@hema/shared/imports/import-rows';
import { User } from '../users/user.entity.js';

/** An existing account an imported fighter's results go to. */
export interface FighterMatch {
  _id: string;
  name: string;
  club: string | null;
  clubId: string | null;
}

/**
 * Name or club text compared the way people write it differently: case, accents, spaces. (Transliteration between
 * Cyrillic and Latin is left to the admin's merge of users, which can join two accounts afterwards.)
 */
export function normalizedText(text: string | null | undefined): string {
  return (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** First and last name in either order (spec §5: the order is mandatory, but old files swap them). */
const nameKeys = (first: string, last: string) => {
  const [a, b] = [normalizedText(first), normalizedText(last)];
  return [`${a}|${b}`, `${b}|${a}`];
};

/**
 * Each imported fighter's existing account: a user who is not deleted with the same first and last name (in either
 * order) and the same club — both without a club counts as the same. Several namesakes in that club: the oldest
 * account. No match: the fighter becomes a new account on approval.
 */
export async function matchFighters(
  manager: EntityManager,
  fighters: readonly ImportedFighter[],
): Promise<Map<string, FighterMatch>> {
  const names = [
    ...new Set(
      fighters.flatMap((f) =>
        [f.firstName, f.lastName].flatMap((n) => [n.trim().toLowerCase(), normalizedText(n)]),
      ),
    ),
  ];
  if (names.length === 0) return new Map();
  // A coarse filter in SQL (lower case, either name among the imported ones); accents and order are compared below.
  const candidates = await manager
    .getRepository(User)
    .createQueryBuilder('user')
    .leftJoinAndSelect('user.club', 'club')
    .where('user.deleted = false')
    .andWhere(
      new Brackets((q) =>
        q
          .where('lower(user.lastName) = ANY(:names)', { names })
          .orWhere('lower(user.firstName) = ANY(:names)'),
      ),
    )
    .orderBy('user.createdAt', 'ASC')
    .addOrderBy('user.id', 'ASC')
    .getMany();
  const byKey = new Map<string, User>();
  for (const user of candidates) {
    const key = `${normalizedText(user.firstName)}|${normalizedText(user.lastName)}|${normalizedText(user.club?.title)}`;
    if (!byKey.has(key)) byKey.set(key, user);
  }
  const matches = new Map<string, FighterMatch>();
  for (const fighter of fighters) {
    const club = normalizedText(fighter.club);
    const user = nameKeys(fighter.firstName, fighter.lastName)
      .map((name) => byKey.get(`${name}|${club}`))
      .find(Boolean);
    if (user)
      matches.set(fighter.key, {
        _id: user.id,
        name: user.name,
        club: user.club?.title ?? null,
        clubId: user.clubId,
      });
  }
  return matches;
}
