import type { DataSource } from 'typeorm';
import { isTournamentPublic } from '@hema/shared/competition/tournament-status';
import { rawRows, sqlOf } from '../database/sql.js';

/**
 * The reads that turn an event into people: who fights, who entered, who judges; and the names a message shows.
 * Typed SQL over other modules' tables (database/tables.ts), so notifications import no module above them.
 */

export interface TournamentRef {
  title: string;
  idString: string;
  /** Whether anyone may see it: a tournament in developing tells its own fighters, never their followers. */
  isPublic: boolean;
}

export async function tournamentOf(db: DataSource, id: string): Promise<TournamentRef | null> {
  const row = await sqlOf(db)
    .selectFrom('tournament')
    .select(['title', 'idString', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { title: row.title, idString: row.idString, isPublic: isTournamentPublic(row.status) } : null;
}

export async function titleOf(db: DataSource, table: 'nomination' | 'area', id: string): Promise<string> {
  const row = await sqlOf(db).selectFrom(table).select('title').where('id', '=', id).executeTakeFirst();
  return row?.title ?? '';
}

/** Display names of accounts (only accounts that exist and are not deleted are listed). */
export async function namesOf(db: DataSource, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlOf(db)
    .selectFrom('user')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .where('deleted', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A category's fighters: those entered who have not dropped out, and everyone its pools and brackets name. */
export async function categoryFighters(db: DataSource, nominationId: string): Promise<string[]> {
  const entered = await sqlOf(db)
    .selectFrom('participant')
    .select('userId')
    .where('nominationId', '=', nominationId)
    .where('droppedOut', '=', false)
    .execute();
  const pooled = await rawRows<{ id: string }>(
    db,
    `SELECT DISTINCT unnest(p."fighters") AS id FROM "pool" p JOIN "stage" s ON s."id" = p."stageId"
      WHERE s."nominationId" = $1`,
    [nominationId],
  );
  return [...new Set([...entered.map((r) => r.userId), ...pooled.map((r) => r.id)])];
}

/** The fighters a stage's pools or bracket name (a team stage's names teams: they are no accounts and drop out). */
export async function stageFighters(db: DataSource, stageId: string): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    `SELECT DISTINCT unnest("fighters") AS id FROM "pool" WHERE "stageId" = $1`,
    [stageId],
  );
  return rows.map((r) => r.id);
}

/** Everyone at a tournament: an application (not refused) or a place in one of its categories. */
export async function tournamentPeople(db: DataSource, tournamentId: string): Promise<string[]> {
  const sql = sqlOf(db);
  const applied = await sql
    .selectFrom('application')
    .select('userId')
    .where('tournamentId', '=', tournamentId)
    .where('state', '!=', 'REFUSED')
    .execute();
  const entered = await sql
    .selectFrom('participant')
    .innerJoin('nomination', 'nomination.id', 'participant.nominationId')
    .select('participant.userId')
    .where('nomination.tournamentId', '=', tournamentId)
    .execute();
  return [...new Set([...applied, ...entered].map((r) => r.userId))];
}

/** The tournament's ring judges whose standing was not revoked. */
export async function tournamentJudges(db: DataSource, tournamentId: string): Promise<string[]> {
  const rows = await sqlOf(db)
    .selectFrom('ring_judge')
    .select('userId')
    .where('tournamentId', '=', tournamentId)
    .where('revokedAt', 'is', null)
    .execute();
  return [...new Set(rows.map((r) => r.userId))];
}
