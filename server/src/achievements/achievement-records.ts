import type { FightResult } from '@hema/shared/domain-types';
import { outcomeFor } from '@hema/shared/fight/fight-result';
import { theRating } from '@hema/shared/rating/the-rating';
import {
  computeAwards,
  type AchievementAward,
  type AchievementDefinition,
  type FighterRecord,
  type RecordFight,
  type RecordMedal,
} from '@hema/shared/rating/achievement-rules';

/**
 * This file has no runtime import of the database layer: the rating worker thread runs it on its own pg connection
 * (Postgres), the server thread on TypeORM's (the embedded PGlite). Both give it the same `query`.
 */
export type RecordsQuery = <T>(sql: string, params: unknown[]) => Promise<T[]>;

interface FightRow {
  tournamentId: string;
  dateStart: string;
  zoneId: string | null;
  weaponId: string | null;
  fighter1Id: string;
  fighter2Id: string;
  result: FightResult;
  order: Date;
}

/** The fights the achievement rules read: with a result, byes and cancelled fights left out, of finished tournaments. */
const FIGHTS_WHERE = `t.status = 'FINISHED' AND f.status = 'finished' AND NOT f."isBye"
        AND f."fighter1Id" IS NOT NULL AND f."fighter2Id" IS NOT NULL
        AND f.result <> 'NONE'
        -- a team match's sides are teams; its relay bouts count as fighters' own fights
        AND NOT (f."matchId" IS NULL AND n."isTeam")`;
const FIGHTS_FROM = `fight f JOIN tournament t ON t.id = f."tournamentId" JOIN nomination n ON n.id = f."nominationId"`;

/** The tournaments those fights are in: the ones whose medals count. */
export const RECORD_TOURNAMENTS = `SELECT DISTINCT f."tournamentId" FROM ${FIGHTS_FROM} WHERE ${FIGHTS_WHERE}`;

/** Who took places 1–3 of a tournament's categories, in the standings' order (from its summary). */
export type TournamentMedals = Map<string, { userId: string; place: 1 | 2 | 3 }[]>;

/** Each fighter of a fight with a result, with their opponent and how it ended for them (shared's outcomeFor). */
export function sidesOf(fight: Pick<FightRow, 'fighter1Id' | 'fighter2Id' | 'result'>) {
  return ([1, 2] as const).flatMap((side) => {
    const outcome = outcomeFor(fight.result, side);
    if (outcome === null) return [];
    const me = side === 1 ? fight.fighter1Id : fight.fighter2Id;
    const opponent = side === 1 ? fight.fighter2Id : fight.fighter1Id;
    return [{ me, opponent, outcome }];
  });
}

/**
 * Every fighter's record for the achievement rules: fights with a result and medals (`medals`, from the standings
 * service's summary, the one place that knows a category's finals stage). Ratings are the fighters' current
 * weapon ratings in the world zone, as predictions read them.
 */
export async function fighterRecords(
  query: RecordsQuery,
  worldZone: string | null,
  medals: TournamentMedals,
): Promise<FighterRecord[]> {
  const fights = await query<FightRow>(
    `SELECT f."tournamentId", to_char(t."dateStart", 'YYYY-MM-DD') AS "dateStart", t."zoneId", n."weaponId",
            f."fighter1Id", f."fighter2Id", f.result, f."updatedAt" AS "order"
       FROM ${FIGHTS_FROM}
      WHERE ${FIGHTS_WHERE}`,
    [],
  );
  const records = new Map<string, { fights: RecordFight[]; medals: RecordMedal[] }>();
  const of = (userId: string) => {
    let record = records.get(userId);
    if (!record) records.set(userId, (record = { fights: [], medals: [] }));
    return record;
  };
  const rated = new Map<string, Map<string, { rating: number; rd: number }>>();
  if (worldZone) {
    const rows = await query<{ weaponId: string; userId: string; rating: number; rd: number }>(
      `SELECT "weaponId", "userId", rating, rd FROM weapon_rating WHERE "zoneId" = $1`,
      [worldZone],
    );
    for (const row of rows) {
      let ofWeapon = rated.get(row.weaponId);
      if (!ofWeapon) rated.set(row.weaponId, (ofWeapon = new Map()));
      ofWeapon.set(row.userId, { rating: row.rating, rd: row.rd });
    }
  }
  for (const fight of fights) {
    const weaponRatings = fight.weaponId ? rated.get(fight.weaponId) : undefined;
    for (const { me, opponent, outcome } of sidesOf(fight)) {
      const mine = weaponRatings?.get(me);
      const theirs = weaponRatings?.get(opponent);
      of(me).fights.push({
        tournamentId: fight.tournamentId,
        date: fight.dateStart,
        order: new Date(fight.order).getTime(),
        zoneId: fight.zoneId,
        outcome,
        // "Rated N higher" compares the rating people read (r − 2·RD), not the raw Glicko r.
        ratingGap:
          mine && theirs ? theRating(theirs.rating, theirs.rd) - theRating(mine.rating, mine.rd) : null,
      });
    }
  }
  const tournaments = [...new Map(fights.map((f) => [f.tournamentId, f])).values()];
  for (const tournament of tournaments) {
    for (const { userId, place } of medals.get(tournament.tournamentId) ?? [])
      of(userId).medals.push({
        tournamentId: tournament.tournamentId,
        date: tournament.dateStart,
        zoneId: tournament.zoneId,
        place,
      });
  }
  // Medals of team categories go to teams: only accounts hold achievements.
  const ids = [...records.keys()];
  const accounts = new Set(
    ids.length
      ? (await query<{ id: string }>(`SELECT id FROM "user" WHERE id = ANY($1::uuid[])`, [ids])).map(
          (row) => row.id,
        )
      : [],
  );
  return [...records]
    .filter(([userId]) => accounts.has(userId))
    .map(([userId, record]) => ({ userId, ...record }));
}

/** What the achievements step reads besides the fights: the definitions, the world zone and the medals. */
export interface AwardsInput {
  definitions: AchievementDefinition[];
  worldZone: string | null;
  medals: TournamentMedals;
}

/** Every award the rules give on the finished tournaments (shared's computeAwards on every fighter's record). */
export async function wantedAwards(query: RecordsQuery, input: AwardsInput): Promise<AchievementAward[]> {
  return computeAwards(input.definitions, await fighterRecords(query, input.worldZone, input.medals));
}

/** The stored awards as the diff reads them (`season` '' for an award of no season). */
export const STORED_AWARDS = `SELECT id, "achievementId", "userId", season FROM achievement_award`;

export interface StoredAward {
  id: string;
  achievementId: string;
  userId: string;
  season: string;
}

/** What makes the stored awards equal to the wanted ones: the rows to insert and the ids of those to delete. */
export interface AwardChanges {
  fresh: AchievementAward[];
  stale: string[];
}

/** What the rules give now against what is stored, both read with `query` (the worker's connection or this one). */
export async function awardChangesOf(query: RecordsQuery, input: AwardsInput): Promise<AwardChanges> {
  return awardChanges(await wantedAwards(query, input), await query<StoredAward>(STORED_AWARDS, []));
}

/**
 * The stored awards made equal to the wanted ones: an award that still holds keeps its row (and its date), one no
 * longer given goes, a new one comes.
 */
export function awardChanges(
  wanted: readonly AchievementAward[],
  stored: readonly StoredAward[],
): AwardChanges {
  const key = (a: { achievementId: string; userId: string; season: string | null }) =>
    `${a.achievementId}|${a.userId}|${a.season ?? ''}`;
  const wantedKeys = new Set(wanted.map(key));
  const storedKeys = new Set(stored.map(key));
  return {
    fresh: wanted.filter((a) => !storedKeys.has(key(a))),
    stale: stored.filter((a) => !wantedKeys.has(key(a))).map((a) => a.id),
  };
}
