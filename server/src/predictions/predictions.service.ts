import { Injectable } from '@nestjs/common';
import { sql as sqlFragment } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { predictionsContract } from '@hema/shared/contracts/predictions';
import type { FightResult } from '@hema/shared/domain-types';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import {
  isFightOpenForPredictions,
  pickedExpectedScore,
  predictionOutcome,
  predictionPoints,
  rankLeaderboard,
  tallyPredictions,
  type PredictionOutcome,
  type PredictionSide,
} from '@hema/shared/rating/prediction-points';
import { rankBestPredictors } from '@hema/shared/rating/predictors';
import { isWorldZone } from '@hema/shared/ui-rules/zone-rules';
import { conflict, notFound } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { TournamentLookup } from '../tournaments/tournament-lookup.js';
import { parseId } from '../common/validation.js';
import { findZone } from '../catalog/zone-lookup.js';
import { sqlOf, type Sql } from '../database/sql.js';
import { assertCanViewTournament, canViewTournament } from '../common/tournament-access.js';
import { livePeople, liveUserId } from '../users/user-lookup.js';
import type { SessionUser } from '../users/user.view.js';
import { FighterRatings } from './fighter-ratings.js';

type C = typeof predictionsContract;

/** A prediction with its fight's state: everything its outcome and points are read from. */
interface PredictionRow {
  userId: string;
  fightId: string;
  winner: PredictionSide;
  expected: number;
  updatedAt: Date;
  status: FightStatus;
  result: FightResult;
}

interface ResolvedRow extends PredictionRow {
  outcome: PredictionOutcome;
  points: number;
}

/** Predictions with their fights' state: what resolve() reads. */
const predictions = (sql: Sql) =>
  sql
    .selectFrom('prediction as p')
    .innerJoin('fight as f', 'f.id', 'p.fightId')
    .select(['p.userId', 'p.fightId', 'p.winner', 'p.expected', 'p.updatedAt', 'f.status', 'f.result']);

function resolve<R extends PredictionRow>(row: R): R & ResolvedRow {
  const outcome = predictionOutcome(row.winner, row);
  return { ...row, outcome, points: predictionPoints(outcome === 'correct', row.expected) };
}

function predictionView(row: ResolvedRow) {
  return {
    fightId: row.fightId,
    winner: row.winner,
    outcome: row.outcome,
    points: row.points,
    potentialPoints: predictionPoints(true, row.expected),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Fights as the predictions pages list them (only fights with both fighters). */
const fightList = (sql: Sql) =>
  sql
    .selectFrom('fight as f')
    .innerJoin('tournament as t', 't.id', 'f.tournamentId')
    .innerJoin('nomination as n', 'n.id', 'f.nominationId')
    .leftJoin('area as a', 'a.id', 'f.areaId')
    .innerJoin('user as u1', 'u1.id', 'f.fighter1Id')
    .innerJoin('user as u2', 'u2.id', 'f.fighter2Id')
    .select([
      'f.id as _id',
      'f.status',
      't.id as tournamentId',
      't.idString',
      't.title as tournamentTitle',
      'n.id as nominationId',
      'n.title as nominationTitle',
      'a.id as areaId',
      'a.title as areaTitle',
      'u1.id as fighter1Id',
      'u1.name as name1',
      'u2.id as fighter2Id',
      'u2.name as name2',
    ]);

interface FightListRow {
  _id: string;
  status: FightStatus;
  tournamentId: string;
  idString: string;
  tournamentTitle: string;
  nominationId: string;
  nominationTitle: string;
  areaId: string | null;
  areaTitle: string | null;
  fighter1Id: string;
  name1: string;
  fighter2Id: string;
  name2: string;
}

function fightView(row: FightListRow) {
  return {
    _id: row._id,
    status: row.status,
    tournament: { _id: row.tournamentId, idString: row.idString, title: row.tournamentTitle },
    nomination: { _id: row.nominationId, title: row.nominationTitle },
    ring: row.areaId ? { _id: row.areaId, title: row.areaTitle ?? '' } : null,
    fighter1: { _id: row.fighter1Id, name: row.name1 },
    fighter2: { _id: row.fighter2Id, name: row.name2 },
  };
}

/**
 * Fight predictions (spec §1, §5): made and changed only while the fight has not started — decided here from the
 * fight row, locked against a concurrent start — and resolved on every read from the fights' results.
 */
@Injectable()
export class PredictionsService {
  private readonly sql: Sql;

  constructor(
    private readonly db: DataSource,
    private readonly lookup: TournamentLookup,
    private readonly ratings: FighterRatings,
    private readonly clock: Clock,
  ) {
    this.sql = sqlOf(db);
  }

  /**
   * The fight a prediction is made on or taken back from, still open to predictions. PUT and DELETE answer alike:
   * a fight the user may not see is a 404 either way (a DELETE must not reveal a hidden tournament's fights by a
   * 409 or 204), and a started fight or a finished tournament closes both.
   */
  private async openFight(manager: EntityManager, id: string, user: SessionUser) {
    // FOR SHARE: a judge's start (an UPDATE of the fight) waits for this transaction, so a prediction is either
    // in before the fight starts or refused.
    const fight = await sqlOf(manager)
      .selectFrom('fight as f')
      .innerJoin('tournament as t', 't.id', 'f.tournamentId')
      .innerJoin('nomination as n', 'n.id', 'f.nominationId')
      .select([
        'f.status',
        'f.isBye',
        'f.fighter1Id',
        'f.fighter2Id',
        'n.weaponId',
        't.authorId',
        't.status as tournamentStatus',
      ])
      .where('f.id', '=', id)
      .forShare('f')
      .executeTakeFirst();
    if (!fight || !canViewTournament(user, { authorId: fight.authorId, status: fight.tournamentStatus }))
      throw notFound('Fight');
    if (fight.status !== 'scheduled' || fight.tournamentStatus === 'FINISHED')
      throw conflict('Predictions on this fight are closed: it has started', 'predictions/fight-started');
    return fight;
  }

  async put(fightId: string, body: ParsedBodyOf<C['put']>, user: SessionUser): Promise<ResponseOf<C['put']>> {
    const id = parseId(fightId, 'Fight');
    return this.db.transaction(async (manager) => {
      const fight = await this.openFight(manager, id, user);
      if (!isFightOpenForPredictions(fight))
        throw conflict(
          'This fight cannot be predicted: it has no two fighters or is a bye',
          'predictions/not-predictable',
        );
      const ratings = await this.ratings.of(manager, fight.weaponId, [fight.fighter1Id!, fight.fighter2Id!]);
      const [picked, other] =
        body.winner === 1 ? [fight.fighter1Id!, fight.fighter2Id!] : [fight.fighter2Id!, fight.fighter1Id!];
      const expected = pickedExpectedScore(ratings.get(picked), ratings.get(other));
      const sql = sqlOf(manager);
      await sql
        .insertInto('prediction')
        .values({ userId: user._id, fightId: id, winner: body.winner, expected })
        .onConflict((oc) =>
          oc.columns(['userId', 'fightId']).doUpdateSet((eb) => ({
            winner: eb.ref('excluded.winner'),
            expected: eb.ref('excluded.expected'),
            updatedAt: sqlFragment<Date>`now()`,
          })),
        )
        .execute();
      const row = await predictions(sql)
        .where('p.userId', '=', user._id)
        .where('p.fightId', '=', id)
        .executeTakeFirstOrThrow();
      return predictionView(resolve(row));
    });
  }

  async remove(fightId: string, user: SessionUser): Promise<void> {
    const id = parseId(fightId, 'Fight');
    await this.db.transaction(async (manager) => {
      await this.openFight(manager, id, user);
      await sqlOf(manager)
        .deleteFrom('prediction')
        .where('userId', '=', user._id)
        .where('fightId', '=', id)
        .execute();
    });
  }

  async tournament(key: string, user: SessionUser | undefined): Promise<ResponseOf<C['tournament']>> {
    const tournament = await this.lookup.tournamentByKey(key);
    assertCanViewTournament(user, tournament);
    const rows = (await predictions(this.sql).where('f.tournamentId', '=', tournament.id).execute()).map(
      resolve,
    );
    const votes = new Map<string, { fightId: string; votes1: number; votes2: number }>();
    for (const row of rows) {
      const line = votes.get(row.fightId) ?? { fightId: row.fightId, votes1: 0, votes2: 0 };
      if (row.winner === 1) line.votes1 += 1;
      else line.votes2 += 1;
      votes.set(row.fightId, line);
    }
    const board = rankLeaderboard(tallyPredictions(rows));
    const people = await this.people(board.map((line) => line.userId));
    return {
      leaderboard: board.flatMap(({ userId, ...line }) => {
        const person = people.get(userId);
        return person ? [{ user: person, ...line }] : [];
      }),
      votes: [...votes.values()],
      mine: user ? rows.filter((row) => row.userId === user._id).map(predictionView) : [],
    };
  }

  async open(user: SessionUser | undefined): Promise<ResponseOf<C['open']>> {
    const today = this.clock.now().toISOString().slice(0, 10);
    // The /predictions page opens on its first tournament, so the most relevant comes first: one taking place
    // today, then one the person fights in or has predicted in, then the latest.
    const fights = await fightList(this.sql)
      .where('t.status', '=', 'ONGOING')
      .where('f.status', '=', 'scheduled')
      .where('f.isBye', '=', false)
      .orderBy(
        (eb) => eb.between(sqlFragment<Date>`${today}::date`, eb.ref('t.dateStart'), eb.ref('t.dateEnd')),
        'desc',
      )
      .$if(user !== undefined, (query) =>
        query.orderBy(
          (eb) =>
            eb.or([
              eb.exists(
                eb
                  .selectFrom('participant as pa')
                  .innerJoin('nomination as pn', 'pn.id', 'pa.nominationId')
                  .select('pa.id')
                  .where('pa.userId', '=', user!._id)
                  .whereRef('pn.tournamentId', '=', 't.id'),
              ),
              eb.exists(
                eb
                  .selectFrom('prediction as pp')
                  .innerJoin('fight as pf', 'pf.id', 'pp.fightId')
                  .select('pp.id')
                  .where('pp.userId', '=', user!._id)
                  .whereRef('pf.tournamentId', '=', 't.id'),
              ),
            ]),
          'desc',
        ),
      )
      .orderBy('t.dateStart', 'desc')
      .orderBy('t.title')
      .orderBy('a.title', (ob) => ob.asc().nullsLast())
      .orderBy('f.areaOrder', (ob) => ob.asc().nullsLast())
      .orderBy('n.title')
      .orderBy('f.index')
      .limit(300)
      .execute();
    const ids = fights.map((f) => f._id);
    const votes = ids.length
      ? await this.sql
          .selectFrom('prediction')
          .select([
            'fightId',
            sqlFragment<number>`count(*) FILTER (WHERE winner = 1)::int`.as('votes1'),
            sqlFragment<number>`count(*) FILTER (WHERE winner = 2)::int`.as('votes2'),
          ])
          .where('fightId', 'in', ids)
          .groupBy('fightId')
          .execute()
      : [];
    const byFight = new Map(votes.map((v) => [v.fightId, v]));
    const mine =
      user && ids.length
        ? (
            await predictions(this.sql)
              .where('p.userId', '=', user._id)
              .where('p.fightId', 'in', ids)
              .execute()
          ).map((row) => predictionView(resolve(row)))
        : [];
    return {
      fights: fights.map((row) => ({
        ...fightView(row),
        votes1: byFight.get(row._id)?.votes1 ?? 0,
        votes2: byFight.get(row._id)?.votes2 ?? 0,
      })),
      mine,
    };
  }

  async user(key: string): Promise<ResponseOf<C['user']>> {
    const userId = await this.userId(key);
    const rows = await fightList(this.sql)
      .innerJoin('prediction as p', 'p.fightId', 'f.id')
      .select(['p.userId', 'p.fightId', 'p.winner', 'p.expected', 'p.updatedAt', 'f.result'])
      .where('t.status', '<>', 'DEVELOPING')
      .where('p.userId', '=', userId)
      .orderBy('p.updatedAt', 'desc')
      .execute();
    const resolved = rows.map(resolve);
    const [tally] = tallyPredictions(resolved);
    return {
      totals: {
        made: tally?.made ?? 0,
        predictions: tally?.predictions ?? 0,
        correct: tally?.correct ?? 0,
        points: tally?.points ?? 0,
      },
      items: resolved.slice(0, 200).map((row) => ({ ...predictionView(row), fight: fightView(row) })),
    };
  }

  async best(zone: string | undefined): Promise<ResponseOf<C['best']>> {
    const zoneId = await this.zoneFilter(zone);
    let query = predictions(this.sql)
      .innerJoin('tournament as t', 't.id', 'f.tournamentId')
      .where('t.status', '<>', 'DEVELOPING')
      .where('f.status', 'in', ['finished', 'cancelled']);
    if (zoneId) query = query.where('t.zoneId', '=', zoneId);
    const rows = (await query.execute()).map(resolve);
    const ranked = rankBestPredictors(tallyPredictions(rows));
    const people = await this.people(ranked.map((line) => line.userId));
    return {
      items: ranked.flatMap((line) => {
        const person = people.get(line.userId);
        if (!person) return [];
        return [
          {
            user: person,
            rank: line.rank,
            predictions: line.predictions,
            correct: line.correct,
            points: line.points,
            accuracy: Math.round(line.accuracy * 100),
          },
        ];
      }),
    };
  }

  /** The world zone W (or no zone) means every zone; an unknown zone is a 404. */
  private async zoneFilter(zone: string | undefined): Promise<string | null> {
    if (!zone) return null;
    const found = await findZone(this.db, zone);
    if (!found) throw notFound('Zone');
    return isWorldZone(found) ? null : found.id;
  }

  private async userId(key: string): Promise<string> {
    const found = await liveUserId(this.db, key);
    if (!found) throw notFound('User');
    return found;
  }

  /** Names of predictors who still have an account (deleted ones leave the lists). */
  private people(ids: readonly string[]) {
    return livePeople(this.db, ids);
  }
}
