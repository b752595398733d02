import { Injectable } from '@nestjs/common';
import { sql as sqlFragment, type ExpressionBuilder } from 'kysely';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { FightResult } from '@hema/shared/domain-types';
import type { FightSide } from '@hema/shared/fight/events';
import { EMPTY_RECORD, addToRecord } from '@hema/shared/fight/fight-result';
import { Nomination } from '../nominations/nomination.entity.js';
import { rawRows, sqlOf, type Sql } from '../database/sql.js';
import { StandingsService } from '../standings/standings.service.js';
import { COUNTED_FIGHTS, type RatedTournament } from './rated-bouts.js';
import type { Tables } from '../database/tables.js';

/** A fighter's result in one category of a finished tournament (spec §3 NominationResult), as stored. */
export interface NominationResultRow {
  nominationId: string;
  userId: string;
  place: number | null;
  /** 1–3 for a medallist (a place of the finished finals stage), else null. */
  medal: number | null;
  fights: number;
  wins: number;
  losses: number;
  draws: number;
  nowins: number;
  pointsFor: number;
  pointsAgainst: number;
  doubles: number;
}

type Record_ = Omit<NominationResultRow, 'place' | 'medal'>;

/** The fights of one fighter in one category that ended alike, seen from the same side. */
export interface ResultGroup {
  nominationId: string;
  userId: string;
  side: FightSide;
  result: FightResult;
  fights: number;
  pointsFor: number;
  pointsAgainst: number;
  doubles: number;
}

/** Each fighter's record per category, the results read by shared's `outcomeFor` (spec §3: wins, loss, draws, nowins). */
export function recordsOf(groups: readonly ResultGroup[]): Record_[] {
  const records = new Map<string, Record_>();
  for (const group of groups) {
    const key = `${group.nominationId}:${group.userId}`;
    let record = records.get(key);
    if (!record) records.set(key, (record = emptyRecord(group.nominationId, group.userId)));
    const outcomes = { ...EMPTY_RECORD };
    addToRecord(outcomes, group.result, group.side, group.fights);
    record.wins += outcomes.wins;
    record.losses += outcomes.losses;
    record.draws += outcomes.draws;
    record.nowins += outcomes.noWins;
    record.fights += group.fights;
    record.pointsFor += group.pointsFor;
    record.pointsAgainst += group.pointsAgainst;
    record.doubles += group.doubles;
  }
  return [...records.values()];
}

/** The results of the categories that changed, and what else the write must know. */
export interface ComputedResults {
  /** Every result of the categories in `stale` (their old rows are replaced by these). */
  rows: NominationResultRow[];
  /** Categories whose results are recomputed: new, or their fingerprint changed. */
  stale: string[];
  /** Categories whose stored results go: no longer of a finished tournament that counts. */
  removed: string[];
  /** The fingerprints of the stale categories, stored with their results. */
  sources: { nominationId: string; fingerprint: string }[];
  /** Every finished category with its fingerprint (the rating worker's tournaments are made of them). */
  categories: FinishedCategory[];
  /** The change notes this run has seen (`nomination_change` ids), deleted with its write. */
  changesSeen: string[];
}

/** What {@link NominationResults.changed} finds: everything of {@link ComputedResults} but the rows. */
export type ChangedCategories = Omit<ComputedResults, 'rows'>;

/**
 * What a finished category's places and records depend on, as one text per category: its fights (count, last
 * change, and the sum of their versions — every fight write adds one, including a merge moving fights to another
 * account, which leaves `updatedAt` alone), its stages, its dropped-out fighters and whether it is a team category.
 * The fights are read in one grouped pass (not a look-up per category: 1,000 categories of 100 fights took seconds
 * that way). Narrow the categories with `where` on `n` and `t`.
 */
export function placesFingerprints(sql: Sql) {
  return categorySources(sql).select((eb) => ['n.id as nominationId', fingerprintOf(eb)]);
}

/**
 * The finished categories (`n`, `t`) with what their fingerprint is made of (`fs`, `st`, `dr`); with `only`, just
 * those categories, whose fights are then found through the fights' category index instead of a pass over all.
 */
function categorySources(sql: Sql, only?: readonly string[]) {
  const ids = only ? [...only] : [];
  return finishedNominations(sql)
    .leftJoin(
      (eb) => {
        const fights = eb
          .selectFrom('fight as f')
          .select((f) => [
            'f.nominationId',
            f.fn.countAll<string>().as('c'),
            f.fn.max('f.updatedAt').as('m'),
            f.fn.sum<string>('f.version').as('v'),
          ])
          .groupBy('f.nominationId');
        return (
          only ? fights.where(sqlFragment<boolean>`f."nominationId" = any(${ids}::uuid[])`) : fights
        ).as('fs');
      },
      (join) => join.onRef('fs.nominationId', '=', 'n.id'),
    )
    .$if(only !== undefined, (query) => query.where(sqlFragment<boolean>`n.id = any(${ids}::uuid[])`));
}

/** The categories of finished tournaments that are not tests (`n`, `t`). */
function finishedNominations(sql: Sql) {
  return sql
    .selectFrom('nomination as n')
    .innerJoin('tournament as t', 't.id', 'n.tournamentId')
    .where('t.status', '=', 'FINISHED')
    .where('t.isTest', '=', false);
}

function fingerprintOf(
  eb: ExpressionBuilder<Tables & { n: Tables['nomination']; t: Tables['tournament'] }, 'n' | 't'>,
) {
  return sqlFragment<string>`concat_ws(':', coalesce(fs.c, 0), fs.m, coalesce(fs.v, 0), ${eb
    .selectFrom('stage as s')
    .select(eb.fn.countAll().as('c'))
    .whereRef('s.nominationId', '=', 'n.id')}, ${eb
    .selectFrom('participant as p')
    .select(eb.fn.countAll().as('c'))
    .whereRef('p.nominationId', '=', 'n.id')
    .where('p.droppedOut', '=', true)}, n."isTeam")`.as('fingerprint');
}

/**
 * Per finished tournament that is not a test, a digest of everything its rated bouts are read from: its categories'
 * fingerprints (their fights), what decides which of those fights rate (weapon, team rules) and the tournament's
 * date and zone. The rating worker reads again only tournaments whose digest changed since its last run.
 */
export function ratedTournaments(categories: readonly FinishedCategory[]): RatedTournament[] {
  const tournaments = new Map<string, { date: string; parts: string[] }>();
  for (const row of categories) {
    let tournament = tournaments.get(row.tournamentId);
    if (!tournament)
      tournaments.set(
        row.tournamentId,
        (tournament = { date: row.date, parts: [`${row.date},${row.zoneId}`] }),
      );
    tournament.parts.push(
      `${row.nominationId},${row.weaponId},${row.teamRated},${row.isTeam},${row.fingerprint}`,
    );
  }
  return [...tournaments].map(([tournamentId, { date, parts }]) => ({
    tournamentId,
    date,
    digest: parts.join(';'),
  }));
}

/** Every category of a finished tournament that is not a test, with its fingerprint, in a fixed order. */
export async function finishedCategories(sql: Sql) {
  return withFingerprints(await finishedCategoryRows(sql), await categoryFingerprints(sql));
}

/** What the rating worker's tournaments are made of, per category of a finished tournament, in a fixed order. */
function finishedCategoryRows(sql: Sql) {
  return finishedNominations(sql)
    .select([
      'n.id as nominationId',
      'n.tournamentId',
      'n.weaponId',
      'n.teamRated',
      'n.isTeam',
      't.zoneId',
      sqlFragment<string>`to_char(t."dateStart", 'YYYY-MM-DD')`.as('date'),
    ])
    .orderBy('n.tournamentId')
    .orderBy('n.id')
    .execute();
}

/** The fingerprints of the finished categories among `only` (of every finished category when omitted). */
async function categoryFingerprints(sql: Sql, only?: readonly string[]): Promise<Map<string, string>> {
  if (only?.length === 0) return new Map();
  const rows = await categorySources(sql, only)
    .select((eb) => ['n.id as nominationId', fingerprintOf(eb)])
    .execute();
  return new Map(rows.map((row) => [row.nominationId, row.fingerprint]));
}

function withFingerprints(
  rows: Awaited<ReturnType<typeof finishedCategoryRows>>,
  fingerprints: ReadonlyMap<string, string>,
) {
  return rows.map((row) => ({ ...row, fingerprint: fingerprints.get(row.nominationId)! }));
}

export type FinishedCategory = Awaited<ReturnType<typeof finishedCategories>>[number];

/**
 * The categories written to since the job last committed, as the triggers of migration NominationChanges noted
 * them: their fingerprints may have changed, every other stored fingerprint is current. `ids` are the notes read,
 * deleted with the step's write (a note written meanwhile stays for the next run).
 */
async function notedChanges(manager: EntityManager): Promise<{ nominationIds: Set<string>; ids: string[] }> {
  const rows = await rawRows<{ nominationId: string; ids: string[] }>(
    manager,
    `SELECT "nominationId", array_agg(id)::text[] AS ids FROM nomination_change GROUP BY "nominationId"`,
  );
  return { nominationIds: new Set(rows.map((row) => row.nominationId)), ids: rows.flatMap((row) => row.ids) };
}

/**
 * Each fighter's record in these categories (all finished ones when `nominationIds` is omitted), counted from the
 * fights in SQL and read by shared's `outcomeFor`.
 */
export async function categoryRecords(
  manager: EntityManager,
  nominationIds?: readonly string[],
): Promise<Record_[]> {
  if (nominationIds?.length === 0) return [];
  const only = nominationIds ? `AND f."nominationId" = ANY($1::uuid[])` : '';
  return recordsOf(
    await rawRows<ResultGroup>(
      manager,
      `SELECT f."nominationId", side.id AS "userId", side.n AS side, f.result, count(*)::int AS fights,
              coalesce(sum(CASE side.n WHEN 1 THEN f.score1 ELSE f.score2 END), 0)::int AS "pointsFor",
              coalesce(sum(CASE side.n WHEN 1 THEN f.score2 ELSE f.score1 END), 0)::int AS "pointsAgainst",
              coalesce(sum((f.snapshot->'context'->>'doubles')::int), 0)::int AS doubles
         FROM fight f
         JOIN tournament t ON t.id = f."tournamentId"
         CROSS JOIN LATERAL (VALUES (f."fighter1Id", 1), (f."fighter2Id", 2)) AS side(id, n)
        WHERE ${COUNTED_FIGHTS} AND f.result <> 'NONE' ${only}
        GROUP BY f."nominationId", side.id, side.n, f.result`,
      nominationIds ? [nominationIds] : [],
    ),
  );
}

/**
 * Every fighter's place and record in each category of a finished tournament: places from the standings engine
 * (the tournament summary's final places), records counted from the fights in SQL. Only categories whose
 * fingerprint changed since their results were stored are read and written again: a run after one more tournament
 * touches that tournament's categories, not the 40,000 rows of the whole history.
 */
@Injectable()
export class NominationResults {
  constructor(
    private readonly db: DataSource,
    private readonly standings: StandingsService,
  ) {}

  async compute(): Promise<ComputedResults> {
    return this.place(await this.changed());
  }

  /**
   * The first half of {@link compute}: which categories changed (by their fingerprints) and every finished category
   * with its fingerprint, which is all the rating worker needs, so the ratings step starts it before placing them.
   */
  async changed(): Promise<ChangedCategories> {
    const manager = this.db.manager;
    const sql = sqlOf(manager);
    // The notes first: a write noted after them is seen by the next run, even if this one reads its fights too.
    const changes = await notedChanges(manager);
    const categories = await finishedCategoryRows(sql);
    const known = new Map(
      (
        await sql.selectFrom('nomination_result_source').select(['nominationId', 'fingerprint']).execute()
      ).map((row) => [row.nominationId, row.fingerprint]),
    );
    // A stored fingerprint is current unless a write to the category was noted since; new categories have none.
    const computed = await categoryFingerprints(
      sql,
      categories
        .map((row) => row.nominationId)
        .filter((id) => changes.nominationIds.has(id) || !known.has(id)),
    );
    const fingerprints = withFingerprints(
      categories,
      new Map(categories.map(({ nominationId: id }) => [id, computed.get(id) ?? known.get(id)!])),
    );
    const finished = new Set(fingerprints.map((row) => row.nominationId));
    const sources = fingerprints
      .filter((row) => known.get(row.nominationId) !== row.fingerprint)
      .map(({ nominationId, fingerprint }) => ({ nominationId, fingerprint }));
    const stale = sources.map((row) => row.nominationId);
    const removed = [...known.keys()].filter((id) => !finished.has(id));
    // Rows without a source (written before sources were kept, or by hand) go too. Looked for from the categories
    // (a result's category exists: a foreign key) that have no source, few or none, each probed through the results'
    // category index: an anti-join from the ≈ 40,000 result rows read them all on every run (≈ 60 ms).
    const orphans = await rawRows<{ nominationId: string }>(
      manager,
      `SELECT n.id AS "nominationId" FROM nomination n
        WHERE NOT EXISTS (SELECT 1 FROM nomination_result_source s WHERE s."nominationId" = n.id)
          AND EXISTS (SELECT 1 FROM nomination_result r WHERE r."nominationId" = n.id)`,
    );
    // (A finished one among them has no stored fingerprint, so it is stale already.)
    for (const { nominationId } of orphans) if (!finished.has(nominationId)) removed.push(nominationId);
    return { stale, removed, sources, categories: fingerprints, changesSeen: changes.ids };
  }

  /** The second half of {@link compute}: the places and records of the categories that changed. */
  async place(changed: ChangedCategories): Promise<ComputedResults> {
    const manager = this.db.manager;
    const { stale } = changed;
    const byKey = new Map<string, NominationResultRow>(
      (await categoryRecords(manager, stale)).map((r) => [
        `${r.nominationId}:${r.userId}`,
        { ...r, place: null, medal: null },
      ]),
    );
    const place = (nominationId: string, userId: string, value: number | null, medal: number | null) => {
      const key = `${nominationId}:${userId}`;
      const row = byKey.get(key);
      if (row) Object.assign(row, { place: value, medal });
      else byKey.set(key, { ...emptyRecord(nominationId, userId), place: value, medal });
    };
    // Places come from the standings engine, which reads a category at a time.
    const nominations = stale.length ? await manager.find(Nomination, { where: { id: In(stale) } }) : [];
    for (const nomination of nominations) {
      // A team category's places belong to teams, not to fighters' accounts.
      if (nomination.isTeam) continue;
      const summary = await this.standings.categorySummary(manager, nomination);
      const medals = new Map(summary.medallists.map((m) => [m.fighter._id, m.place]));
      for (const { fighter, place: value } of summary.places)
        place(nomination.id, fighter._id, value, medals.get(fighter._id) ?? null);
    }
    return { ...changed, rows: [...byKey.values()] };
  }

  /**
   * Replaces the stored results of the stale categories, drops those of removed ones, and keeps what the new ones
   * were computed from (inside the step's transaction); other categories' rows are not touched.
   */
  async write(
    manager: EntityManager,
    { rows, stale, removed, sources, changesSeen }: ComputedResults,
  ): Promise<void> {
    if (changesSeen.length > 0)
      await manager.query(`DELETE FROM nomination_change WHERE id = ANY($1::bigint[])`, [changesSeen]);
    const gone = [...stale, ...removed];
    if (gone.length > 0) {
      await manager.query(`DELETE FROM nomination_result_source WHERE "nominationId" = ANY($1::uuid[])`, [
        gone,
      ]);
      await manager.query(`DELETE FROM nomination_result WHERE "nominationId" = ANY($1::uuid[])`, [gone]);
    }
    if (sources.length > 0)
      await manager.query(
        `INSERT INTO nomination_result_source ("nominationId", fingerprint) SELECT * FROM unnest($1::uuid[], $2::text[])`,
        [sources.map((row) => row.nominationId), sources.map((row) => row.fingerprint)],
      );
    await insertNominationResults(manager, rows);
  }
}

export function emptyRecord(nominationId: string, userId: string): Record_ {
  return {
    nominationId,
    userId,
    fights: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    nowins: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    doubles: 0,
  };
}

/** Forgets the stored results of these categories and what their places were computed from (they are removed). */
export async function forgetNominationResults(
  manager: EntityManager,
  nominationIds: string[],
): Promise<void> {
  if (nominationIds.length === 0) return;
  const sql = sqlOf(manager);
  await sql.deleteFrom('nomination_result').where('nominationId', 'in', nominationIds).execute();
  await sql.deleteFrom('nomination_result_source').where('nominationId', 'in', nominationIds).execute();
}

/** Stores category results rows in one statement (the results job's write, and the demo history's seed). */
export async function insertNominationResults(
  manager: EntityManager,
  rows: readonly NominationResultRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof NominationResultRow>(key: K) => rows.map((row) => row[key]);
  await manager.query(
    `INSERT INTO nomination_result ("nominationId", "userId", place, fights, wins, losses, draws, nowins,
       "pointsFor", "pointsAgainst", doubles, medal)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[],
       $8::int[], $9::int[], $10::int[], $11::int[], $12::int2[])`,
    [
      column('nominationId'),
      column('userId'),
      column('place'),
      column('fights'),
      column('wins'),
      column('losses'),
      column('draws'),
      column('nowins'),
      column('pointsFor'),
      column('pointsAgainst'),
      column('doubles'),
      column('medal'),
    ],
  );
}
