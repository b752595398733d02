import { Injectable } from '@nestjs/common';
import { sql as sqlFragment, type NotNull } from 'kysely';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { FightResult } from '@hema/shared/domain-types';
import type { FightSide } from '@hema/shared/fight/events';
import { EMPTY_RECORD, addToRecord } from '@hema/shared/fight/fight-result';
import { Nomination } from '../nominations/nomination.entity.js';
import { sqlOf, type Sql } from '../database/sql.js';
import { StandingsService } from '../standings/standings.service.js';
import { COUNTED_FIGHTS } from './rated-bouts.js';

/** A fighter's result in one category of a finished tournament (spec §3 NominationResult), as stored. */
export interface NominationResultRow {
  nominationId: string;
  userId: string;
  place: number | null;
  fights: number;
  wins: number;
  losses: number;
  draws: number;
  nowins: number;
  pointsFor: number;
  pointsAgainst: number;
  doubles: number;
}

type Record_ = Omit<NominationResultRow, 'place'>;

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

/** Every result, and the fingerprints of the categories whose places they hold. */
export interface ComputedResults {
  rows: NominationResultRow[];
  sources: { nominationId: string; fingerprint: string }[];
}

/**
 * What a finished category's places depend on, as one text per category: its fights (count and last change), its
 * stages and its dropped-out fighters. Narrow the categories with `where` on `n` and `t`.
 */
export function placesFingerprints(sql: Sql) {
  return sql
    .selectFrom('nomination as n')
    .innerJoin('tournament as t', 't.id', 'n.tournamentId')
    .select((eb) => [
      'n.id as nominationId',
      sqlFragment<string>`concat_ws(':', ${eb
        .selectFrom('fight as f')
        .select(eb.fn.countAll().as('c'))
        .whereRef('f.nominationId', '=', 'n.id')}, ${eb
        .selectFrom('fight as f')
        .select((fights) => fights.fn.max('f.updatedAt').as('m'))
        .whereRef('f.nominationId', '=', 'n.id')}, ${eb
        .selectFrom('stage as s')
        .select(eb.fn.countAll().as('c'))
        .whereRef('s.nominationId', '=', 'n.id')}, ${eb
        .selectFrom('participant as p')
        .select(eb.fn.countAll().as('c'))
        .whereRef('p.nominationId', '=', 'n.id')
        .where('p.droppedOut', '=', true)})`.as('fingerprint'),
    ])
    .where('t.status', '=', 'FINISHED')
    .where('t.isTest', '=', false);
}

/**
 * Every fighter's place and record in each category of a finished tournament: places from the standings engine
 * (the tournament summary's final places), records counted from the fights in SQL.
 */
@Injectable()
export class NominationResults {
  constructor(
    private readonly db: DataSource,
    private readonly standings: StandingsService,
  ) {}

  async compute(): Promise<ComputedResults> {
    const manager = this.db.manager;
    const records = recordsOf(
      (await manager.query(
        `SELECT f."nominationId", side.id AS "userId", side.n AS side, f.result, count(*)::int AS fights,
                coalesce(sum(CASE side.n WHEN 1 THEN f.score1 ELSE f.score2 END), 0)::int AS "pointsFor",
                coalesce(sum(CASE side.n WHEN 1 THEN f.score2 ELSE f.score1 END), 0)::int AS "pointsAgainst",
                coalesce(sum((f.snapshot->'context'->>'doubles')::int), 0)::int AS doubles
           FROM fight f
           JOIN tournament t ON t.id = f."tournamentId"
           CROSS JOIN LATERAL (VALUES (f."fighter1Id", 1), (f."fighter2Id", 2)) AS side(id, n)
          WHERE ${COUNTED_FIGHTS} AND f.result <> 'NONE'
          GROUP BY f."nominationId", side.id, side.n, f.result`,
      )) as ResultGroup[],
    );
    const byKey = new Map<string, NominationResultRow>(
      records.map((r) => [`${r.nominationId}:${r.userId}`, { ...r, place: null }]),
    );
    // Places come from the standings engine, which reads a category at a time: only categories whose fights,
    // stages or dropouts changed since their places were stored are ranked again.
    const sql = sqlOf(manager);
    const fingerprints = await placesFingerprints(sql).execute();
    const known = new Map(
      (
        await sql.selectFrom('nomination_result_source').select(['nominationId', 'fingerprint']).execute()
      ).map((row) => [row.nominationId, row.fingerprint]),
    );
    const stale = fingerprints
      .filter((row) => known.get(row.nominationId) !== row.fingerprint)
      .map((r) => r.nominationId);
    const staleSet = new Set(stale);
    const place = (nominationId: string, userId: string, value: number | null) => {
      const key = `${nominationId}:${userId}`;
      const row = byKey.get(key);
      if (row) row.place = value;
      else byKey.set(key, { ...emptyRecord(nominationId, userId), place: value });
    };
    const storedPlaces = await sql
      .selectFrom('nomination_result')
      .select(['nominationId', 'userId', 'place'])
      .where('place', 'is not', null)
      .$narrowType<{ place: NotNull }>()
      .execute();
    const finished = new Set(fingerprints.map((row) => row.nominationId));
    for (const row of storedPlaces)
      if (finished.has(row.nominationId) && !staleSet.has(row.nominationId))
        place(row.nominationId, row.userId, row.place);
    const nominations = stale.length ? await manager.find(Nomination, { where: { id: In(stale) } }) : [];
    for (const nomination of nominations) {
      // A team category's places belong to teams, not to fighters' accounts.
      if (nomination.isTeam) continue;
      const summary = await this.standings.categorySummary(manager, nomination);
      for (const { fighter, place: value } of summary.places) place(nomination.id, fighter._id, value);
    }
    return { rows: [...byKey.values()], sources: fingerprints };
  }

  /** Replaces every stored result and what their places were computed from (inside the step's transaction). */
  async write(manager: EntityManager, { rows, sources }: ComputedResults): Promise<void> {
    await manager.query(`DELETE FROM nomination_result_source`);
    if (sources.length > 0)
      await manager.query(
        `INSERT INTO nomination_result_source ("nominationId", fingerprint) SELECT * FROM unnest($1::uuid[], $2::text[])`,
        [sources.map((row) => row.nominationId), sources.map((row) => row.fingerprint)],
      );
    await manager.query(`DELETE FROM nomination_result`);
    if (rows.length === 0) return;
    const column = <K extends keyof NominationResultRow>(key: K) => rows.map((row) => row[key]);
    await manager.query(
      `INSERT INTO nomination_result ("nominationId", "userId", place, fights, wins, losses, draws, nowins,
         "pointsFor", "pointsAgainst", doubles)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[],
         $8::int[], $9::int[], $10::int[], $11::int[])`,
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
      ],
    );
  }
}

function emptyRecord(nominationId: string, userId: string): Record_ {
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
