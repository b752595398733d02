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
export const COUNTED_FIGHTS = `f.status = 'finished' AND f."isBye" = false
  AND f."fighter1Id" IS NOT NULL AND f."fighter2Id" IS NOT NULL AND f."fighter1Id" <> f."fighter2Id"
  AND t.status = 'FINISHED' AND t."isTest" = false
  AND NOT (f."matchId" IS NULL AND (SELECT nt."isTeam" FROM nomination nt WHERE nt.id = f."nominationId"))`;

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
      WHERE ${COUNTED_FIGHTS} AND n."weaponId" IS NOT NULL AND t."dateStart" >= $1
        AND f.result <> 'NONE' AND (f."matchId" IS NULL OR n."teamRated")`;

const RATED_COLUMNS = `f."fighter1Id" AS fighter1, f."fighter2Id" AS fighter2, f.result, n."weaponId" AS "weaponId",
            t."zoneId" AS "zoneId", to_char(t."dateStart", 'YYYY-MM-DD') AS date, f."nominationId" AS "nominationId",
            f."tournamentId" AS "tournamentId"`;

/** The rows of every rated bout since the rating start (spec §9), in tournament date order; `$1` is the start. */
const RATED_BOUT_ROWS = `SELECT ${RATED_COLUMNS} ${RATED_FROM} ORDER BY t."dateStart", f."tournamentId", f.id`;

/** The same rows of the tournaments in `$2` only, in the same order. */
const RATED_BOUT_ROWS_OF = `SELECT ${RATED_COLUMNS} ${RATED_FROM} AND f."tournamentId" = ANY($2::uuid[])
      ORDER BY t."dateStart", f."tournamentId", f.id`;

/**
 * A finished tournament that is not a test, with a digest of everything its rated bouts are read from (the ratings
 * step's `ratedTournaments`): two runs that see the same digest read the same bouts for it.
 */
export interface RatedTournament {
  tournamentId: string;
  date: string;
  digest: string;
}

/** A reader's kept bouts of one tournament, as read with `digest`. */
export interface KeptTournament extends RatedTournament {
  bouts: RatedFightResult[];
}

/**
 * Every rated bout, as {@link readRatedBouts} gives them, reading again only the tournaments of `tournaments` whose
 * digest differs from `kept` (updated in place: tournaments gone are dropped). `kept` belongs to one world zone.
 */
export async function readChangedBouts(
  query: <R>(sql: string, params: unknown[]) => Promise<R[]>,
  worldZone: string | null,
  tournaments: readonly RatedTournament[],
  kept: Map<string, KeptTournament>,
): Promise<{ bouts: RatedFightResult[]; tournamentsRead: number }> {
  const changed = tournaments.filter((t) => kept.get(t.tournamentId)?.digest !== t.digest);
  const present = new Set(tournaments.map((t) => t.tournamentId));
  for (const id of kept.keys()) if (!present.has(id)) kept.delete(id);
  if (changed.length > 0) {
    const rows = await query<BoutRow>(RATED_BOUT_ROWS_OF, [
      RATING_START_DATE,
      changed.map((t) => t.tournamentId),
    ]);
    const byTournament = new Map<string, BoutRow[]>(changed.map((t) => [t.tournamentId, []]));
    for (const row of rows) byTournament.get(row.tournamentId)?.push(row);
    for (const t of changed)
      kept.set(t.tournamentId, {
        ...t,
        bouts: boutsOfLists(byTournament.get(t.tournamentId) ?? [], worldZone),
      });
  }
  // The order of RATED_BOUT_ROWS: by date, then tournament id (uuid order is the order of their lower-case text).
  const order = [...kept.values()].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.tournamentId < b.tournamentId ? -1 : 1,
  );
  const bouts: RatedFightResult[] = [];
  for (const t of order) for (const bout of t.bouts) bouts.push(bout);
  return { bouts, tournamentsRead: changed.length };
}

/** One query on whichever connection reads the bouts: TypeORM's on the server thread, the worker's own pg client. */
export type BoutQuery = (sql: string, params: unknown[]) => Promise<BoutRow[]>;

/**
 * Every rated bout since the rating start (spec §9), once for the world zone and once more for the tournament's
 * own zone, in tournament date order.
 */
export async function readRatedBouts(
  query: BoutQuery,
  worldZone: string | null,
): Promise<RatedFightResult[]> {
  return boutsOfLists(await query(RATED_BOUT_ROWS, [RATING_START_DATE]), worldZone);
}

/** {@link readRatedBouts} on the server thread's connection (the embedded PGlite's only one). */
export async function ratedBouts(
  manager: EntityManager,
  worldZone: string | null,
): Promise<RatedFightResult[]> {
  return readRatedBouts((sql, params) => manager.query(sql, params) as Promise<BoutRow[]>, worldZone);
}

/**
 * The bouts each rating list reads: those whose result rates (win, loss, draw — shared's rule; SQL only leaves out
 * the unfought), once for the world zone and once more for the tournament's own zone.
 */
export function boutsOfLists(rows: readonly BoutRow[], worldZone: string | null): RatedFightResult[] {
  const bouts: RatedFightResult[] = [];
  for (const row of rows.filter((r) => ratedScores(r.result) !== null)) {
    const { zoneId, ...bout } = row;
    if (worldZone) bouts.push({ ...bout, zoneId: worldZone });
    if (zoneId && zoneId !== worldZone) bouts.push({ ...bout, zoneId });
  }
  return bouts;
}
