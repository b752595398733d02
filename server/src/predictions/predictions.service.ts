import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { predictionsContract } from '@hema/shared/contracts/predictions';
import type { FightResult } from '@hema/shared/domain-types';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import type { TournamentStatus } from '@hema/shared/competition/tournament-status';
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
import { UUID, parseId } from '../common/validation.js';
import { assertCanViewTournament, canViewTournament } from '../common/tournament-access.js';
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

const PREDICTION_COLUMNS = `p."userId", p."fightId", p.winner, p.expected, p."updatedAt", f.status, f.result`;

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

/** A fight as the predictions pages list it. */
const FIGHT_SELECT = `
  SELECT f.id AS "_id", f.status, t.id AS "tournamentId", t."idString", t.title AS "tournamentTitle",
         n.id AS "nominationId", n.title AS "nominationTitle", a.id AS "areaId", a.title AS "areaTitle",
         f."fighter1Id", u1.name AS name1, f."fighter2Id", u2.name AS name2
    FROM fight f
    JOIN tournament t ON t.id = f."tournamentId"
    JOIN nomination n ON n.id = f."nominationId"
    LEFT JOIN area a ON a.id = f."areaId"
    JOIN "user" u1 ON u1.id = f."fighter1Id"
    JOIN "user" u2 ON u2.id = f."fighter2Id"`;

/**
 * The /predictions page opens on its first tournament, so the most relevant comes first: one taking place today,
 * then one the person fights in or has predicted in, then the latest. ($1 today, $2 the user or null.)
 */
const RELEVANCE = `
  ($1::date BETWEEN t."dateStart" AND t."dateEnd") DESC,
  (EXISTS (SELECT 1 FROM participant pa JOIN nomination pn ON pn.id = pa."nominationId"
            WHERE pa."userId" = $2::uuid AND pn."tournamentId" = t.id)
   OR EXISTS (SELECT 1 FROM prediction pp JOIN fight pf ON pf.id = pp."fightId"
               WHERE pp."userId" = $2::uuid AND pf."tournamentId" = t.id)) DESC`;

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
  constructor(
    private readonly db: DataSource,
    private readonly lookup: TournamentLookup,
    private readonly ratings: FighterRatings,
    private readonly clock: Clock,
  ) {}

  /**
   * The fight a prediction is made on or taken back from, still open to predictions. PUT and DELETE answer alike:
   * a fight the user may not see is a 404 either way (a DELETE must not reveal a hidden tournament's fights by a
   * 409 or 204), and a started fight or a finished tournament closes both.
   */
  private async openFight(manager: EntityManager, id: string, user: SessionUser) {
    // FOR SHARE: a judge's start (an UPDATE of the fight) waits for this transaction, so a prediction is either
    // in before the fight starts or refused.
    const [fight] = (await manager.query(
      `SELECT f.status, f."isBye", f."fighter1Id", f."fighter2Id", n."weaponId", t."authorId",
              t.status AS "tournamentStatus"
         FROM fight f JOIN tournament t ON t.id = f."tournamentId" JOIN nomination n ON n.id = f."nominationId"
        WHERE f.id = $1 FOR SHARE OF f`,
      [id],
    )) as {
      status: FightStatus;
      isBye: boolean;
      fighter1Id: string | null;
      fighter2Id: string | null;
      weaponId: string | null;
      authorId: string;
      tournamentStatus: TournamentStatus;
    }[];
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
      await manager.query(
        `INSERT INTO prediction ("userId", "fightId", winner, expected) VALUES ($1, $2, $3, $4)
           ON CONFLICT ("userId", "fightId")
           DO UPDATE SET winner = EXCLUDED.winner, expected = EXCLUDED.expected, "updatedAt" = now()`,
        [user._id, id, body.winner, expected],
      );
      const [row] = (await manager.query(
        `SELECT ${PREDICTION_COLUMNS} FROM prediction p JOIN fight f ON f.id = p."fightId"
          WHERE p."userId" = $1 AND p."fightId" = $2`,
        [user._id, id],
      )) as PredictionRow[];
      return predictionView(resolve(row!));
    });
  }

  async remove(fightId: string, user: SessionUser): Promise<void> {
    const id = parseId(fightId, 'Fight');
    await this.db.transaction(async (manager) => {
      await this.openFight(manager, id, user);
      await manager.query(`DELETE FROM prediction WHERE "userId" = $1 AND "fightId" = $2`, [user._id, id]);
    });
  }

  async tournament(key: string, user: SessionUser | undefined): Promise<ResponseOf<C['tournament']>> {
    const tournament = await this.lookup.tournamentByKey(key);
    assertCanViewTournament(user, tournament);
    const rows = (
      (await this.db.query(
        `SELECT ${PREDICTION_COLUMNS} FROM prediction p JOIN fight f ON f.id = p."fightId"
          WHERE f."tournamentId" = $1`,
        [tournament.id],
      )) as PredictionRow[]
    ).map(resolve);
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
    const fights = (await this.db.query(
      `${FIGHT_SELECT}
        WHERE t.status = 'ONGOING' AND f.status = 'scheduled' AND NOT f."isBye"
        ORDER BY ${RELEVANCE}, t."dateStart" DESC, t.title, a.title NULLS LAST, f."areaOrder" NULLS LAST,
                 n.title, f.index
        LIMIT 300`,
      [this.clock.now().toISOString().slice(0, 10), user?._id ?? null],
    )) as FightListRow[];
    const ids = fights.map((f) => f._id);
    const votes = (await this.db.query(
      `SELECT "fightId", count(*) FILTER (WHERE winner = 1)::int AS votes1,
              count(*) FILTER (WHERE winner = 2)::int AS votes2
         FROM prediction WHERE "fightId" = ANY($1) GROUP BY "fightId"`,
      [ids],
    )) as { fightId: string; votes1: number; votes2: number }[];
    const byFight = new Map(votes.map((v) => [v.fightId, v]));
    const mine = user
      ? (
          (await this.db.query(
            `SELECT ${PREDICTION_COLUMNS} FROM prediction p JOIN fight f ON f.id = p."fightId"
              WHERE p."userId" = $1 AND p."fightId" = ANY($2)`,
            [user._id, ids],
          )) as PredictionRow[]
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
    const rows = (await this.db.query(
      `SELECT ${PREDICTION_COLUMNS}, fl.*
         FROM prediction p
         JOIN (${FIGHT_SELECT} WHERE t.status <> 'DEVELOPING') fl ON fl."_id" = p."fightId"
         JOIN fight f ON f.id = p."fightId"
        WHERE p."userId" = $1
        ORDER BY p."updatedAt" DESC`,
      [userId],
    )) as (PredictionRow & FightListRow)[];
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
    const rows = (
      (await this.db.query(
        `SELECT ${PREDICTION_COLUMNS}
           FROM prediction p JOIN fight f ON f.id = p."fightId" JOIN tournament t ON t.id = f."tournamentId"
          WHERE t.status <> 'DEVELOPING' AND f.status IN ('finished', 'cancelled')
            AND ($1::uuid IS NULL OR t."zoneId" = $1)`,
        [zoneId],
      )) as PredictionRow[]
    ).map(resolve);
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
    const [found] = (await this.db.query(
      `SELECT id, slug FROM zone WHERE ${UUID.test(zone) ? 'id = $1' : 'slug = $1'}`,
      [zone],
    )) as { id: string; slug: string }[];
    if (!found) throw notFound('Zone');
    return isWorldZone(found) ? null : found.id;
  }

  private async userId(key: string): Promise<string> {
    const [found] = (await this.db.query(
      `SELECT id FROM "user" WHERE ${UUID.test(key) ? 'id = $1' : 'username = lower($1)'} AND NOT deleted`,
      [key],
    )) as { id: string }[];
    if (!found) throw notFound('User');
    return found.id;
  }

  /** Names of predictors who still have an account (deleted ones leave the lists). */
  private async people(ids: readonly string[]) {
    const rows = (await this.db.query(
      `SELECT id AS "_id", name, username FROM "user" WHERE id = ANY($1) AND NOT deleted`,
      [ids],
    )) as { _id: string; name: string; username: string }[];
    return new Map(rows.map((row) => [row._id, row]));
  }
}
