import { latinLetters } from '../competition/address-slug.js';

/**
 * Finding accounts of one person (spec §2 /admin/users/merge, §5 "Duplicate warnings"): the same name written with
 * other case, accents, in Cyrillic or Latin letters, or with first and last name swapped.
 */

/**
 * One spelling of a name part for comparison: Latin letters (Cyrillic transliterated and accents dropped by
 * {@link latinLetters}, the one transliteration of the platform), then the spellings that transliteration systems
 * disagree on folded together: "Alexander" and "Александр" (aleksandr), "Yulia" and "Юлия" (yuliya), "Khabarov" and
 * "Habarov", "Sergey" and "Sergei", "Petrovsky" and "Петровский", doubled letters.
 */
export function namePartKey(part: string): string {
  return (
    latinLetters(part)
      .replace(/[^a-z]/g, '')
      .replace(/x/g, 'ks')
      .replace(/ph/g, 'f')
      .replace(/w/g, 'v')
      .replace(/kh/g, 'h')
      .replace(/j/g, 'y')
      .replace(/ts/g, 'c')
      .replace(/(iy|yi|ii|ij)$/g, 'i')
      .replace(/y$/g, 'i')
      // Alexander/Александр, Peter/Пётр: the English -er of a name is a Russian -р.
      .replace(/([dt])er$/g, '$1r')
      .replace(/iya/g, 'ia')
      .replace(/y([aeiou])/g, 'i$1')
      .replace(/([a-z])\1+/g, '$1')
  );
}

/** The key of a full name: its parts' keys in alphabetical order, so "Petrov Ivan" meets "Ivan Petrov". */
export function nameKey(...parts: (string | null | undefined)[]): string {
  return parts
    .flatMap((part) => (part ?? '').split(/[\s,]+/))
    .map(namePartKey)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** What two accounts share that makes them look like one person. */
export const MERGE_REASONS = ['name', 'email', 'club'] as const;
export type MergeReason = (typeof MERGE_REASONS)[number];

export interface NamesakeCandidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  clubId: string | null;
}

export interface CandidatePair<T extends NamesakeCandidate> {
  a: T;
  b: T;
  reasons: MergeReason[];
}

/** The part of an e-mail before `@` without dots and `+tags`, lower-case: "ivan.petrov+hema@x" is "ivanpetrov". */
export function emailKey(email: string | null): string | null {
  if (!email) return null;
  const local = email.toLowerCase().split('@')[0]!.split('+')[0]!.replace(/\./g, '');
  return local.length >= 3 ? local : null;
}

/**
 * Pairs of accounts that may be one person: the same name key, or the same e-mail key (another domain, dots);
 * "club" is added as a reason when both are in the same club. A pair appears once, `a` the older of the two as the
 * caller orders `users`.
 */
export function findCandidatePairs<T extends NamesakeCandidate>(users: readonly T[]): CandidatePair<T>[] {
  const groups = new Map<string, T[]>();
  const add = (key: string, user: T) => {
    const group = groups.get(key);
    if (group) group.push(user);
    else groups.set(key, [user]);
  };
  for (const user of users) {
    const name = nameKey(user.firstName, user.lastName);
    if (name) add(`n:${name}`, user);
    const email = emailKey(user.email);
    if (email) add(`e:${email}`, user);
  }
  const pairs = new Map<string, CandidatePair<T>>();
  for (const [key, group] of groups) {
    const reason: MergeReason = key.startsWith('n:') ? 'name' : 'email';
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i]!;
        const b = group[j]!;
        const id = `${a.id}|${b.id}`;
        const pair = pairs.get(id) ?? { a, b, reasons: [] };
        if (!pair.reasons.includes(reason)) pair.reasons.push(reason);
        pairs.set(id, pair);
      }
    }
  }
  return [...pairs.values()].map((pair) => {
    const sameClub = pair.a.clubId !== null && pair.a.clubId === pair.b.clubId;
    const reasons = MERGE_REASONS.filter((r) => pair.reasons.includes(r) || (r === 'club' && sameClub));
    return { ...pair, reasons };
  });
}
