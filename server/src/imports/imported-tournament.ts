import { randomUUID } from 'node:crypto';
import { Like, type EntityManager } from 'typeorm';
import { addressSlug, firstFreeSlug } from '@hema/shared/competition/address-slug';
import { finalLabel, singleEliminationFightId } from '@hema/shared/competition/elimination';
import { finishedImportedFight } from '@hema/shared/competition/server-support/imported-fight';
import { clubKey, matchingKey } from '@hema/shared/imports/name-matching';
import type { ImportContent, ImportedFight } from '@hema/shared/imports/import-rows';
import { defaultTournamentZone } from '@hema/shared/ui-rules/zone-rules';
import { conflict } from '../common/app-error.js';
import { Club } from '../catalog/club.entity.js';
import { Zone } from '../catalog/zone.entity.js';
import { Weapon } from '../catalog/weapon.entity.js';
import type { Fight } from '../fights/fight.entity.js';
import { snapshotColumns } from '../fights/fight-snapshots.js';
import type { FightWriter } from '../fights/fights.repository.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { Participant } from '../nominations/participant.entity.js';
import { Pool } from '../stages/pool.entity.js';
import { Stage } from '../stages/stage.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { createFighter } from '../users/fighter-accounts.js';
import { User } from '../users/user.entity.js';
import { matchFighters, planClubs } from './fighter-matching.js';

/** Rows of one insert: well inside Postgres' 65,535 parameters for the widest table (fight). */
const CHUNK = 500;

/** Distinct values in order of first appearance. */
const inOrder = (values: string[]) => [...new Set(values)];

/** What an approval created besides the tournament: withdrawing the import removes them when nothing else uses them. */
export interface ImportCreated {
  userIds: string[];
  clubIds: string[];
}

/**
 * The fighters' accounts: each matched one as it is, the others created as fighters without an account (no e-mail,
 * never sign in), in the catalog's club with the same key (planClubs) or a club created for them.
 */
async function fighterAccounts(
  manager: EntityManager,
  content: ImportContent,
  created: ImportCreated,
): Promise<Map<string, string>> {
  const matches = await matchFighters(manager, content.fighters);
  const accounts = new Map([...matches].map(([key, match]) => [key, match._id]));
  const clubs = new Map<string, string>();
  for (const plan of await planClubs(manager, content, matches)) {
    let id = plan.match?._id;
    if (!id) {
      id = (await manager.save(manager.create(Club, { title: plan.name, country: plan.country }))).id;
      created.clubIds.push(id);
    }
    clubs.set(plan.key, id);
  }
  for (const fighter of content.fighters.filter((f) => !matches.has(f.key))) {
    const id = await createFighter(manager, {
      firstName: fighter.firstName,
      lastName: fighter.lastName,
      clubId: fighter.club ? (clubs.get(clubKey(fighter.club)) ?? null) : null,
    });
    if (fighter.country) await manager.update(User, { id }, { country: fighter.country });
    accounts.set(fighter.key, id);
    created.userIds.push(id);
  }
  return accounts;
}

/**
 * Creates an approved import's tournament in the caller's transaction: finished, `imported`,
 * approved, with each category, its fighters as participants, one pool stage per stage of fights.csv (the last
 * marked to the finals, so its places are the category's final places), a pool per pool, and every fight finished
 * with its scores — written through the one fights repository, so standings, summaries and ratings read them like
 * any other finished fight.
 */
export async function createImportedTournament(
  writer: FightWriter,
  content: ImportContent,
  authorId: string,
): Promise<{ tournament: Tournament; created: ImportCreated }> {
  const { manager } = writer;
  const weapons = await manager.find(Weapon, { where: { deleted: false } });
  const weaponOf = new Map(weapons.map((w) => [matchingKey(w.title), w.id]));
  if (content.categories.some((c) => !weaponOf.has(matchingKey(c.weapon))))
    throw conflict('A weapon of this import is no longer in the catalog', 'imports/catalog-changed');

  const created: ImportCreated = { userIds: [], clubIds: [] };
  const accounts = await fighterAccounts(manager, content, created);
  const t = content.tournament;
  const base = addressSlug(t.title);
  const taken = await manager.find(Tournament, {
    where: { idString: Like(`${base}%`) },
    select: { idString: true },
  });
  const tournament = await manager.save(
    manager.create(Tournament, {
      idString: firstFreeSlug(base, new Set(taken.map((row) => row.idString))),
      title: t.title,
      authorId,
      country: t.country,
      city: t.city,
      zoneId: await importZone(manager, authorId),
      dateStart: t.dateStart,
      dateEnd: t.dateEnd,
      status: 'FINISHED',
      imported: true,
      approved: true,
    }),
  );

  const categorySlugs = new Set<string>();
  for (const [index, category] of content.categories.entries()) {
    const idString = firstFreeSlug(addressSlug(category.title), categorySlugs);
    categorySlugs.add(idString);
    const nomination = await manager.save(
      manager.create(Nomination, {
        tournamentId: tournament.id,
        idString,
        title: category.title,
        weaponId: weaponOf.get(matchingKey(category.weapon))!,
        index,
        rules: {},
      }),
    );
    const fights = content.fights.filter((f) => f.category === category.title);
    const fighterIds = inOrder(fights.flatMap((f) => [accounts.get(f.fighter1)!, accounts.get(f.fighter2)!]));
    await manager.insert(
      Participant,
      fighterIds.map((userId) => ({ nominationId: nomination.id, userId })),
    );
    const where = { nomination, tournament };
    const stages = inOrder(fights.map((f) => f.stage));
    const last = stages.at(-1);
    // The final and the bronze fight of the last stage become its finals; that stage's other fights stay a stage
    // of pools before them.
    const finals = fights.filter((f) => f.final && f.stage === last);
    const plan = stages.flatMap((label) => {
      const ofStage = fights.filter((f) => f.stage === label && !finals.includes(f));
      return ofStage.length ? [{ label, fights: ofStage }] : [];
    });
    for (const [stageIndex, { label, fights: ofStage }] of plan.entries()) {
      const stage = await manager.save(
        manager.create(Stage, {
          nominationId: nomination.id,
          index: stageIndex,
          type: 'POOL',
          label,
          settings: { toTheFinals: finals.length === 0 && stageIndex === plan.length - 1 },
        }),
      );
      for (const [poolIndex, title] of inOrder(ofStage.map((f) => f.pool)).entries()) {
        const ofPool = ofStage.filter((f) => f.pool === title);
        const pool = await manager.save(
          manager.create(Pool, {
            stageId: stage.id,
            index: poolIndex,
            titleKey: 'pool',
            titleNumber: poolIndex + 1,
            title,
            fighters: inOrder(ofPool.flatMap((f) => [accounts.get(f.fighter1)!, accounts.get(f.fighter2)!])),
          }),
        );
        const rows = ofPool.map((fight, fightIndex) =>
          fightRow(fight, fightIndex, { ...where, pool, stage }, accounts),
        );
        for (let i = 0; i < rows.length; i += CHUNK) await writer.insert(rows.slice(i, i + CHUNK));
      }
    }
    if (finals.length > 0)
      await createFinals(writer, finals, { ...where, index: plan.length, label: last! }, accounts);
  }
  return { tournament, created };
}

/**
 * The finals of an imported bracket as an elimination stage of its own, marked to the finals: one column of the
 * bracket holding the final (index 0) and the bronze fight (index 1) — as shared/'s single elimination stores them
 * (finalLabel) — so the category's places come from bracketPlaces: gold and silver from the final, bronze and fourth
 * from the bronze fight, like any elimination's.
 */
async function createFinals(
  writer: FightWriter,
  finals: readonly ImportedFight[],
  where: { nomination: Nomination; tournament: Tournament; index: number; label: string },
  accounts: Map<string, string>,
): Promise<void> {
  const { manager } = writer;
  const gold = (f: ImportedFight) => (f.final === finalLabel(0) ? 0 : 1);
  const ordered = [...finals].sort((a, b) => gold(a) - gold(b));
  const stage = await manager.save(
    manager.create(Stage, {
      nominationId: where.nomination.id,
      index: where.index,
      type: 'ELIMINATION',
      label: where.label,
      settings: { toTheFinals: true, bronze: ordered.some((f) => f.final === 'bronze') },
    }),
  );
  const pool = await manager.save(
    manager.create(Pool, {
      stageId: stage.id,
      index: 0,
      round: 1,
      side: 2,
      floor: 0,
      titleKey: 'finals',
      titleNumber: null,
      title: '',
      fighters: inOrder(ordered.flatMap((f) => [accounts.get(f.fighter1)!, accounts.get(f.fighter2)!])),
    }),
  );
  const rows = ordered.map((fight) => {
    // Gold is the bracket's first fight of the finals, bronze its second (finalLabel: index 0 gold, else bronze).
    const index = fight.final === finalLabel(0) ? 0 : 1;
    return {
      ...fightRow(fight, index, { ...where, pool, stage }, accounts),
      bracketKey: singleEliminationFightId(1, index),
      nextBracketKey: null,
      nextSlot: null,
      loserNextBracketKey: null,
      loserNextSlot: null,
    };
  });
  await writer.insert(rows);
}

function fightRow(
  fight: ImportedFight,
  index: number,
  where: { pool: Pool; stage: Stage; nomination: Nomination; tournament: Tournament },
  accounts: Map<string, string>,
): Partial<Fight> {
  const id = randomUUID();
  const snapshot = finishedImportedFight({
    fightId: id,
    fighter1: accounts.get(fight.fighter1)!,
    fighter2: accounts.get(fight.fighter2)!,
    rules: where.nomination.rules,
    score1: fight.score1,
    score2: fight.score2,
    result: fight.result,
  });
  return {
    id,
    poolId: where.pool.id,
    stageId: where.stage.id,
    nominationId: where.nomination.id,
    tournamentId: where.tournament.id,
    index,
    isBye: false,
    ...snapshotColumns(snapshot),
  };
}

/**
 * The zone of an imported tournament: as for one its uploader creates (their one assigned zone, else the world zone
 * W); an admin moves it to another on its admin page, and the results job follows.
 */
async function importZone(manager: EntityManager, uploaderId: string): Promise<string | null> {
  const uploader = await manager.findOne(User, { where: { id: uploaderId } });
  const zones = (await manager.find(Zone, { where: { deleted: false } })).map((zone) => ({
    ...zone,
    _id: zone.id,
  }));
  const viewer = {
    country: uploader?.country ?? '',
    isAdmin: uploader?.role === 'ADMIN',
    userZoneIds: uploader?.zones,
  };
  return defaultTournamentZone(zones, viewer)?._id ?? null;
}
