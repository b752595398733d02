import { randomUUID } from 'node:crypto';
import { Like, type EntityManager } from 'typeorm';
import { addressSlug, firstFreeSlug } from '@hema/shared/competition/address-slug';
import { finishedImportedFight } from '@hema/shared/competition/server-support/imported-fight';
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
import { matchFighters, normalizedText } from './fighter-matching.js';

/** Rows of one insert: well inside Postgres' 65,535 parameters for the widest table (fight). */
const CHUNK = 500;

/** Distinct values in order of first appearance. */
const inOrder = (values: string[]) => [...new Set(values)];

/**
 * The fighters' accounts: each matched one as it is, the others created as fighters without an account (no e-mail,
 * never sign in), in a club of the catalog with the same title or a club created for them.
 */
async function fighterAccounts(manager: EntityManager, content: ImportContent): Promise<Map<string, string>> {
  const matches = await matchFighters(manager, content.fighters);
  const accounts = new Map([...matches].map(([key, match]) => [key, match._id]));
  const newcomers = content.fighters.filter((f) => !matches.has(f.key));
  const clubs = new Map<string, string>();
  for (const club of await manager.find(Club, { where: { deleted: false }, order: { createdAt: 'ASC' } }))
    if (!clubs.has(normalizedText(club.title))) clubs.set(normalizedText(club.title), club.id);
  for (const fighter of newcomers) {
    let clubId: string | null = null;
    if (fighter.club) {
      const key = normalizedText(fighter.club);
      clubId = clubs.get(key) ?? null;
      if (!clubId) {
        const club = await manager.save(
          manager.create(Club, { title: fighter.club, country: fighter.country }),
        );
        clubs.set(key, (clubId = club.id));
      }
    }
    const id = await createFighter(manager, {
      firstName: fighter.firstName,
      lastName: fighter.lastName,
      clubId,
    });
    if (fighter.country) await manager.update(User, { id }, { country: fighter.country });
    accounts.set(fighter.key, id);
  }
  return accounts;
}

/**
 * Creates an approved import's tournament in the caller's transaction (issue 14 item 7): finished, `imported`,
 * approved, with each category, its fighters as participants, one pool stage per stage of fights.csv (the last
 * marked to the finals, so its places are the category's final places), a pool per pool, and every fight finished
 * with its scores — written through the one fights repository, so standings, summaries and ratings read them like
 * any other finished fight.
 */
export async function createImportedTournament(
  writer: FightWriter,
  content: ImportContent,
  authorId: string,
): Promise<Tournament> {
  const { manager } = writer;
  const weapons = await manager.find(Weapon, { where: { deleted: false } });
  const weaponOf = new Map(weapons.map((w) => [normalizedText(w.title), w.id]));
  if (content.categories.some((c) => !weaponOf.has(normalizedText(c.weapon))))
    throw conflict('A weapon of this import is no longer in the catalog', 'imports/catalog-changed');

  const accounts = await fighterAccounts(manager, content);
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
        weaponId: weaponOf.get(normalizedText(category.weapon))!,
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
    const stages = inOrder(fights.map((f) => f.stage));
    for (const [stageIndex, label] of stages.entries()) {
      const stage = await manager.save(
        manager.create(Stage, {
          nominationId: nomination.id,
          index: stageIndex,
          type: 'POOL',
          label,
          settings: { toTheFinals: stageIndex === stages.length - 1 },
        }),
      );
      const ofStage = fights.filter((f) => f.stage === label);
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
          fightRow(fight, fightIndex, { pool, stage, nomination, tournament }, accounts),
        );
        for (let i = 0; i < rows.length; i += CHUNK) await writer.insert(rows.slice(i, i + CHUNK));
      }
    }
  }
  return tournament;
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
