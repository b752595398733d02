import { sql, type Expression } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { ImportContent, ImportedFighter } from '@hema/shared/imports/import-rows';
import { MATCHING_TRANSLATE, clubKey, matchingKey } from '@hema/shared/imports/name-matching';
import { Club } from '../catalog/club.entity.js';
import { sqlOf } from '../database/sql.js';
import { User } from '../users/user.entity.js';

/** An existing account an imported fighter's results go to. */
export interface FighterMatch {
  _id: string;
  name: string;
  club: string | null;
  clubId: string | null;
}

/** First and last name in either order (spec §5: the order is mandatory, but old files swap them). */
const nameKeys = (first: string, last: string) => {
  const [a, b] = [matchingKey(first), matchingKey(last)];
  return [`${a}|${b}`, `${b}|${a}`];
};

/** A name column as the database compares it: {@link matchingKey} in SQL (lower case, no accents or quotes). */
const sqlKey = (column: Expression<string>) =>
  sql<string>`btrim(regexp_replace(translate(lower(${column}), ${MATCHING_TRANSLATE.from}, ${MATCHING_TRANSLATE.to}), '\\s+', ' ', 'g'))`;

/**
 * The account a merged-away user's results went to: the kept account of its merge, followed while that one was
 * merged away too. Null when the chain ends at a deleted account that was not merged.
 */
async function keptAccounts(manager: EntityManager, removed: string[]): Promise<Map<string, string>> {
  const kept = new Map<string, string>();
  if (removed.length === 0) return kept;
  const rows = await sqlOf(manager)
    .selectFrom('user_merge')
    .select(['removedUserId', 'keptUserId'])
    .where('keptUserId', 'is not', null)
    .orderBy('createdAt')
    .execute();
  const next = new Map(rows.flatMap((r) => (r.keptUserId ? [[r.removedUserId, r.keptUserId] as const] : [])));
  for (const id of removed) {
    let at = id;
    for (let hops = 0; next.has(at) && hops < 20; hops++) at = next.get(at)!;
    if (at !== id) kept.set(id, at);
  }
  return kept;
}

/**
 * Each imported fighter's existing account: a user with the same first and last name (in either order) and the
 * same club — both without a club counts as the same — compared by shared/'s matching keys (quotes, case, accents,
 * spaces; club legal-form suffixes). Several namesakes in that club: the oldest account. A name that matches only an
 * account merged away into another (spec §2 /admin/users/merge) goes to the account it was merged into, so an
 * import never brings a merged-away person back. No match: the fighter becomes a new account on approval.
 */
export async function matchFighters(
  manager: EntityManager,
  fighters: readonly ImportedFighter[],
): Promise<Map<string, FighterMatch>> {
  const names = [...new Set(fighters.flatMap((f) => [matchingKey(f.firstName), matchingKey(f.lastName)]))];
  if (names.length === 0) return new Map();
  // A coarse filter in SQL (either name among the imported ones); order and clubs are compared below.
  const found = await sqlOf(manager)
    .selectFrom('user as u')
    .select('u.id')
    .where((eb) =>
      eb.and([
        eb.or([
          eb(sqlKey(eb.ref('u.lastName')), 'in', names),
          eb(sqlKey(eb.ref('u.firstName')), 'in', names),
        ]),
        eb.or([
          eb('u.deleted', '=', false),
          eb(
            'u.id',
            'in',
            eb.selectFrom('user_merge').select('removedUserId').where('keptUserId', 'is not', null),
          ),
        ]),
      ]),
    )
    .orderBy('u.createdAt')
    .orderBy('u.id')
    .execute();
  if (found.length === 0) return new Map();
  const users = await manager.getRepository(User).find({
    where: found.map((row) => ({ id: row.id })),
    relations: { club: true },
  });
  const order = new Map(found.map((row, i) => [row.id, i]));
  users.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const kept = await keptAccounts(
    manager,
    users.filter((u) => u.deleted).map((u) => u.id),
  );
  const keptUsers = new Map(
    (kept.size
      ? await manager.getRepository(User).find({
          where: [...new Set(kept.values())].map((id) => ({ id, deleted: false })),
          relations: { club: true },
        })
      : []
    ).map((u) => [u.id, u]),
  );

  // Live accounts first: a merged-away namesake counts only when no live account has that name and club.
  const byKey = new Map<string, User>();
  for (const live of [true, false])
    for (const user of users) {
      if (user.deleted === live) continue;
      const account = user.deleted ? keptUsers.get(kept.get(user.id) ?? '') : user;
      if (!account) continue;
      const key = `${matchingKey(user.firstName)}|${matchingKey(user.lastName)}|${clubKey(user.club?.title)}`;
      if (!byKey.has(key)) byKey.set(key, account);
    }
  const matches = new Map<string, FighterMatch>();
  for (const fighter of fighters) {
    const club = clubKey(fighter.club);
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

/** A club of the import: the catalog's club with the same key, or null for a club approval creates. */
export interface ClubPlan {
  /** The club as the import writes it (its first spelling). */
  name: string;
  key: string;
  country: string | null;
  /** How many of the import's fighters name it. */
  fighters: number;
  match: { _id: string; title: string } | null;
}

/**
 * The clubs the import names, each matched to a club of the catalog by {@link clubKey} (the oldest of several) or to
 * be created — only for new fighters: matched fighters keep their account's club, so a club named only by them and
 * missing from the catalog is neither created nor listed.
 */
export async function planClubs(
  manager: EntityManager,
  content: ImportContent,
  matches: ReadonlyMap<string, FighterMatch>,
): Promise<ClubPlan[]> {
  const catalog = new Map<string, Club>();
  for (const club of await manager.find(Club, { where: { deleted: false }, order: { createdAt: 'ASC' } }))
    if (!catalog.has(clubKey(club.title))) catalog.set(clubKey(club.title), club);
  const plans = new Map<string, ClubPlan & { created: boolean }>();
  for (const fighter of content.fighters) {
    if (!fighter.club) continue;
    const key = clubKey(fighter.club);
    const club = catalog.get(key);
    const plan = plans.get(key) ?? {
      name: fighter.club,
      key,
      country: fighter.country,
      fighters: 0,
      match: club ? { _id: club.id, title: club.title } : null,
      created: false,
    };
    plan.fighters += 1;
    plan.created ||= !matches.has(fighter.key);
    plans.set(key, plan);
  }
  return [...plans.values()]
    .filter((plan) => plan.match || plan.created)
    .map(({ created: _created, ...plan }) => plan);
}
