import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { RatedFightResult } from '@hema/shared/rating/weapon-ratings';
import { RATING_START_DATE, ratedScores } from '@hema/shared/rating/weapon-ratings';
import type { Tables } from '../database/tables.js';

/**
 * Which fights count for ratings and fighter statistics: fought (finished, not a bye, both fighters known) in a
 * finished tournament that is not a test. The ratings read only wins, losses and draws of these (shared's
 * ratedScores); the statistics read them all.
 */
export const COUNTED_FIGHTS = countedFights(
  `(SELECT nt."isTeam" FROM nomination nt WHERE nt.id = f."nominationId")`,
);

/**
 * COUNTED_FIGHTS with the fight's category's team flag read from `isTeam`: a query that joins the category already
 * (`n."isTeam"`) spares Postgres a look-up per fight (100,000 index probes in a full read of the rated bouts).
 */
function countedFights(isTeam: string): string {
  return `f.status = 'finished' AND f."isBye" = false
  AND f."fighter1Id" IS NOT NULL AND f."fighter2Id" IS NOT NULL AND f."fighter1Id" <> f."fighter2Id"
  AND t.status = 'FINISHED' AND t."isTest" = false
  AND NOT (f."matchId" IS NULL AND ${isTeam})`;
}

/** The same rule as COUNTED_FIGHTS, typed, for queries that read fights as `f` and their tournament as `t`. */
export function countedFight(eb: ExpressionBuilder<CountedFightTables, 'f' | 't'>): Expression<SqlBool> {
  return eb.and([
    eb('f.status', '=', 'finished'),
    eb('f.isBye', '=', false),
    eb('f.fighter1Id', 'is not', null),
    eb('f.fighter2Id', 'is not', null),
    eb('f.fighter1Id', '<>', eb.ref('f.fighter2Id')),
    eb('t.status', '=', 'FINISHED'),
    eb('t.isTest', '=', false),
    // A team's bouts count; the team match that holds them does not.
    eb.not(
      eb.and([
        eb('f.matchId', 'is', null),
        eb.exists(
          eb
            .selectFrom('nomination as nt')
            .select('nt.id')
            .whereRef('nt.id', '=', 'f.nominationId')
            .where('nt.isTeam', '=', true),
        ),
      ]),
    ),
  ]);
}
type CountedFightTables = Tables & { f: Tables['fight']; t: Tables['tournament'] };

export interface BoutRow {
  fighter1: string;
  fighter2: string;
  result: RatedFightResult['result'];
  weaponId: string;
  zoneId: string | null;
  date: string;
  nominationId: string;
  tournamentId: string;
}

const RATED_FROM = `FROM fight f
       JOIN nomination n ON n.id = f."nominationId"
       JOIN tournament t ON t.id = f."tournamentId"
      WHERE ${countedFights('n."isTeam"')} AND n."weaponId" IS NOT NULL AND t."dateStart" >= $1
        AND f.result <> 'NONE' AND (f."matchId" IS NULL OR n."teamRated")`;

/**
 * The rated bouts one row per tournament: its zone and date once, and its bouts as one text in fight id order (the
 * order the ratings read them in), each `fighter1 fighter2 result nominationId`, plus each category's weapon once.
 * A full read of 100,000 fights is then about a thousand rows of a few kilobytes, split in the reader's thread,
 * instead of 100,000 rows of eight columns that pg would turn into objects one by one. `only`: a condition on the
 * tournaments read (`$2`).
 */
const ratedBoutsByTournament = (
  only: string,
) => `SELECT f."tournamentId" AS "tournamentId", t."zoneId" AS "zoneId",
            to_char(t."dateStart", 'YYYY-MM-DD') AS date,
            string_agg(concat_ws(' ', f."fighter1Id", f."fighter2Id", f.result, f."nominationId"), ','
              ORDER BY f.id) AS bouts,
            string_agg(DISTINCT concat_ws(' ', f."nominationId", n."weaponId"), ',') AS weapons
       ${RATED_FROM} ${only}
      GROUP BY f."tournamentId", t."zoneId", t."dateStart"`;

/** One row of {@link ratedBoutsByTournament}. */
interface TournamentBouts {
  tournamentId: string;
  zoneId: string | null;
  date: string;
  bouts: string;
  weapons: string;
}

/**
 * A finished tournament that is not a test, with a digest of everything its rated bouts are read from (the ratings
 * step's `ratedTournaments`): two runs that see the same digest read the same bouts for it.
 */
export interface RatedTournament {
  tournamentId: string;
  date: string;
  digest: string;
}

/** One query on whichever connection reads the bouts: TypeORM's on the server thread, the worker's own pg client. */
export type BoutQuery = <R>(sql: string, params: unknown[]) => Promise<R[]>;

/**
 * The rated bouts since the rating start (spec §9) of these tournaments (all when omitted), once for the world zone
 * and once more for the tournament's own zone: per tournament in fight id order (tournaments in no fixed order).
 */
export async function readRatedBouts(
  query: BoutQuery,
  worldZone: string | null,
  tournamentIds?: readonly string[],
): Promise<RatedFightResult[]> {
  if (tournamentIds?.length === 0) return [];
  const rows = tournamentIds
    ? await query<TournamentBouts>(ratedBoutsByTournament(`AND f."tournamentId" = ANY($2::uuid[])`), [
        RATING_START_DATE,
        tournamentIds,
      ])
    : await query<TournamentBouts>(ratedBoutsByTournament(''), [RATING_START_DATE]);
  const bouts: RatedFightResult[] = [];
  for (const row of rows) {
    const weapons = new Map<string, string>();
    for (const item of row.weapons.split(',')) {
      const [nominationId, weaponId] = item.split(' ');
      weapons.set(nominationId, weaponId);
    }
    // Straight into the lists' bouts: 200,000 of them in a full read, each object made once (no row object
    // first), which is much of what the worker's garbage collector has to do while reading.
    for (const item of row.bouts.split(',')) {
      const [fighter1, fighter2, result, nominationId] = item.split(' ');
      const weaponId = weapons.get(nominationId)!;
      pushBout(
        bouts,
        worldZone,
        fighter1,
        fighter2,
        result as BoutRow['result'],
        weaponId,
        nominationId,
        row,
      );
    }
  }
  return bouts;
}

/** {@link readRatedBouts} on the server thread's connection (the embedded PGlite's only one). */
export async function ratedBouts(
  manager: EntityManager,
  worldZone: string | null,
): Promise<RatedFightResult[]> {
  return readRatedBouts(
    <R>(sql: string, params: unknown[]) => manager.query(sql, params) as Promise<R[]>,
    worldZone,
  );
}

/**
 * The bouts each rating list reads: those whose result rates (win, loss, draw — shared's rule; SQL only leaves out
 * the unfought), once for the world zone and once more for the tournament's own zone.
 */
export function boutsOfLists(rows: readonly BoutRow[], worldZone: string | null): RatedFightResult[] {
  const bouts: RatedFightResult[] = [];
  for (const row of rows) pushToLists(bouts, row, worldZone);
  return bouts;
}

/** {@link boutsOfLists} for one row, pushed onto `bouts`. */
function pushToLists(bouts: RatedFightResult[], row: BoutRow, worldZone: string | null): void {
  const { fighter1, fighter2, result, weaponId, nominationId } = row;
  pushBout(bouts, worldZone, fighter1, fighter2, result, weaponId, nominationId, row);
}

/** One bout onto `bouts` for each list it counts in (none when its result does not rate). */
function pushBout(
  bouts: RatedFightResult[],
  worldZone: string | null,
  fighter1: string,
  fighter2: string,
  result: BoutRow['result'],
  weaponId: string,
  nominationId: string,
  of: Pick<BoutRow, 'zoneId' | 'date' | 'tournamentId'>,
): void {
  if (ratedScores(result) === null) return;
  const { zoneId, date, tournamentId } = of;
  if (worldZone)
    bouts.push({ fighter1, fighter2, result, weaponId, date, nominationId, tournamentId, zoneId: worldZone });
  if (zoneId && zoneId !== worldZone)
    bouts.push({ fighter1, fighter2, result, weaponId, date, nominationId, tournamentId, zoneId });
}
