import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import type {
  userFightStatsSchema,
  userProfileSchema,
  ratingHistorySchema,
} from '@hema/shared/contracts/users';
import type { ClusterOption } from '@hema/shared/rating/clusters';
import type { FightSide } from '@hema/shared/fight/events';
import { EMPTY_RECORD, addToRecord, type OutcomeCounts } from '@hema/shared/fight/fight-result';
import { theRating } from '@hema/shared/rating/the-rating';
import { WORLD_ZONE_SLUG } from '@hema/shared/ui-rules/zone-rules';
import { isoDay, rawRows, sqlOf, type RowOf, type Sql } from '../database/sql.js';
import { COUNTED_FIGHTS, countedFight } from './rated-bouts.js';
import { worldZoneId } from '../catalog/world-zone.js';
import type { FighterRecord } from '../users/fighter-record.js';

type Profile = z.input<typeof userProfileSchema>;
type FightStats = z.input<typeof userFightStatsSchema>;
type RatingHistory = z.input<typeof ratingHistorySchema>;

/** Opponents listed per weapon on the stats tab. */
const STRONGEST_OPPONENTS = 5;
const HEAD_TO_HEAD = 8;
/** Colours of the weapon badge's options, in order of the fighter's weapons. */
const BADGE_COLORS = ['red', 'blue', 'teal', 'grape', 'orange', 'cyan', 'lime', 'pink', 'indigo'];

/**
 * What the user page and pop-up read about a fighter (spec §3 User, §7 /users/{id}/…): results per category,
 * weapon ratings, the personal weapon cluster, the rating history and fight statistics. Everything comes from the
 * results job's tables and the counted fights of finished tournaments.
 */
/** One row of a fighter's statistics: a weapon, an opponent, a side and a result, counted and summed. */
interface FightStatsGroup {
  weaponId: RowOf<'weapon'>['id'];
  weaponTitle: RowOf<'weapon'>['title'];
  opponentId: RowOf<'user'>['id'];
  opponentName: RowOf<'user'>['name'];
  result: RowOf<'fight'>['result'];
  side: FightSide;
  fights: number;
  pointsFor: number;
  pointsAgainst: number;
  doubles: number;
  opponentRating: Pick<RowOf<'weapon_rating'>, 'rating' | 'rd'> | null;
}

@Injectable()
export class FighterData implements FighterRecord {
  private readonly sql: Sql;

  constructor(private readonly db: DataSource) {
    this.sql = sqlOf(db);
  }

  async profile(
    userId: string,
  ): Promise<Pick<Profile, 'nominationsResults' | 'weaponsRating' | 'analytics'>> {
    const [results, ratings, clusters] = await Promise.all([
      this.nominationResults(userId),
      this.weaponRatings(userId),
      this.clusters(userId),
    ]);
    return { nominationsResults: results, weaponsRating: ratings, analytics: { clusters } };
  }

  private async nominationResults(userId: string): Promise<Profile['nominationsResults']> {
    const rows = await this.sql
      .selectFrom('nomination_result as r')
      .innerJoin('nomination as n', 'n.id', 'r.nominationId')
      .innerJoin('tournament as t', 't.id', 'n.tournamentId')
      .leftJoin('weapon as w', 'w.id', 'n.weaponId')
      .select((eb) => [
        'r.place',
        'r.fights',
        'r.wins',
        'r.losses',
        'r.draws',
        'r.nowins',
        'w.id as weaponId',
        'w.title as weaponTitle',
        't.zoneId',
        isoDay(eb.ref('t.dateStart')).as('date'),
      ])
      .where('r.userId', '=', userId)
      .orderBy('t.dateStart', 'desc')
      .execute();
    const world = await worldZoneId(this.db);
    // A tournament counts in its own zone and in the world zone, as its ratings do.
    return rows.flatMap((row) => {
      const base = {
        nomination: { weapon: row.weaponId ? { _id: row.weaponId, title: row.weaponTitle ?? '' } : null },
        fights: row.fights,
        place: row.place,
        results: { wins: row.wins, loss: row.losses, draws: row.draws, nowins: row.nowins },
        tournamentDate: row.date,
      };
      const zones = [...new Set([world, row.zoneId].filter((z): z is string => !!z))];
      return zones.map((zone) => ({ ...base, zone }));
    });
  }

  private async weaponRatings(userId: string): Promise<Profile['weaponsRating']> {
    const rows = await this.sql
      .selectFrom('weapon_rating as r')
      .innerJoin('weapon as w', 'w.id', 'r.weaponId')
      .select((eb) => [
        'r.weaponId',
        'w.title',
        'r.zoneId',
        'r.rank',
        'r.rating',
        'r.rd',
        isoDay(eb.ref('r.lastDate')).as('lastDate'),
      ])
      .where('r.userId', '=', userId)
      .orderBy('w.title')
      .execute();
    return rows.map((row) => ({
      _id: `${row.weaponId}:${row.zoneId}:${userId}`,
      weapon: { _id: row.weaponId, title: row.title },
      rank: row.rank,
      rating: row.rating,
      rd: row.rd,
      zone: row.zoneId,
      lastNomination: { tournament: { dateStart: row.lastDate } },
    }));
  }

  /**
   * The personal weapon cluster (spec §3 Cluster, type personal, subtype weapon): one option per weapon the
   * fighter has fought with; pro is their fights in it, con their fights in every other weapon.
   */
  private async clusters(userId: string): Promise<Profile['analytics']['clusters']> {
    const rows = await this.sql
      .selectFrom('fight as f')
      .innerJoin('tournament as t', 't.id', 'f.tournamentId')
      .innerJoin('nomination as n', 'n.id', 'f.nominationId')
      .innerJoin('weapon as w', 'w.id', 'n.weaponId')
      .select(['w.id', 'w.title', sql<number>`count(*)::int`.as('fights')])
      .where((eb) =>
        eb.and([
          countedFight(eb),
          eb('f.result', '<>', 'NONE'),
          eb.or([eb('f.fighter1Id', '=', userId), eb('f.fighter2Id', '=', userId)]),
        ]),
      )
      .groupBy(['w.id', 'w.title'])
      .orderBy('fights', 'desc')
      .orderBy('w.title')
      .execute();
    if (rows.length === 0) return [];
    const total = rows.reduce((sum, row) => sum + row.fights, 0);
    const options: ClusterOption[] = rows.map((row, index) => ({
      uid: row.id,
      tags: [],
      color: BADGE_COLORS[index % BADGE_COLORS.length],
      label: row.title,
      pro: row.fights,
      con: total - row.fights,
    }));
    return [{ type: 'personal', subtype: 'weapon', options }];
  }

  async analytics(userId: string) {
    const [clusters, history] = await Promise.all([this.clusters(userId), this.ratingHistory(userId)]);
    return { clusters, ratingHistory: history };
  }

  private async ratingHistory(userId: string): Promise<RatingHistory[]> {
    const rows = await this.sql
      .selectFrom('weapon_rating_history as h')
      .innerJoin('weapon as w', 'w.id', 'h.weaponId')
      .innerJoin('tournament as t', 't.id', 'h.tournamentId')
      .select((eb) => [
        'h.weaponId',
        'w.title as weaponTitle',
        'h.zoneId',
        isoDay(eb.ref('h.date')).as('date'),
        'h.tournamentId',
        't.title as tournamentTitle',
        'h.rating',
        'h.rd',
      ])
      .where('h.userId', '=', userId)
      .orderBy('w.title')
      .orderBy('h.zoneId')
      .orderBy('h.date')
      .orderBy('h.tournamentId')
      .execute();
    const lists = new Map<string, RatingHistory>();
    for (const row of rows) {
      const key = `${row.weaponId}:${row.zoneId}`;
      let list = lists.get(key);
      if (!list) {
        list = { weapon: { _id: row.weaponId, title: row.weaponTitle }, zone: row.zoneId, points: [] };
        lists.set(key, list);
      }
      list.points.push({
        date: row.date,
        tournament: { _id: row.tournamentId, title: row.tournamentTitle },
        rating: row.rating,
        rd: row.rd,
      });
    }
    return [...lists.values()];
  }

  /** Per weapon: record, points, doubles; opponents by their world rating; the opponents met most often. */
  async fightStats(userId: string): Promise<FightStats> {
    // One row per weapon, opponent, side and result: SQL counts, shared's outcomeFor says what each result was.
    const groups = await rawRows<FightStatsGroup>(
      this.db,
      `SELECT w.id AS "weaponId", w.title AS "weaponTitle", o.id AS "opponentId", o.name AS "opponentName",
              f.result, CASE WHEN f."fighter1Id" = $1 THEN 1 ELSE 2 END AS side,
              count(*)::int AS fights,
              sum(CASE WHEN f."fighter1Id" = $1 THEN f.score1 ELSE f.score2 END)::int AS "pointsFor",
              sum(CASE WHEN f."fighter1Id" = $1 THEN f.score2 ELSE f.score1 END)::int AS "pointsAgainst",
              coalesce(sum((f.snapshot->'context'->>'doubles')::int), 0)::int AS doubles,
              (SELECT json_build_object('rating', r.rating, 'rd', r.rd) FROM weapon_rating r
                 JOIN zone z ON z.id = r."zoneId" AND z.slug = $2
                WHERE r."userId" = o.id AND r."weaponId" = w.id) AS "opponentRating"
         FROM fight f
         JOIN tournament t ON t.id = f."tournamentId"
         JOIN nomination n ON n.id = f."nominationId"
         JOIN weapon w ON w.id = n."weaponId"
         JOIN "user" o ON o.id = CASE WHEN f."fighter1Id" = $1 THEN f."fighter2Id" ELSE f."fighter1Id" END
        WHERE ${COUNTED_FIGHTS} AND f.result <> 'NONE' AND (f."fighter1Id" = $1 OR f."fighter2Id" = $1)
        GROUP BY w.id, w.title, o.id, o.name, f.result, side`,
      [userId, WORLD_ZONE_SLUG],
    );
    type Totals = OutcomeCounts & {
      fights: number;
      pointsFor: number;
      pointsAgainst: number;
      doubles: number;
    };
    const add = (totals: Totals, group: (typeof groups)[number]) => {
      addToRecord(totals, group.result, group.side, group.fights);
      totals.fights += group.fights;
      totals.pointsFor += group.pointsFor;
      totals.pointsAgainst += group.pointsAgainst;
      totals.doubles += group.doubles;
    };
    const empty = (): Totals => ({ ...EMPTY_RECORD, fights: 0, pointsFor: 0, pointsAgainst: 0, doubles: 0 });
    type Opponent = Totals & Pick<(typeof groups)[number], 'opponentId' | 'opponentName' | 'opponentRating'>;
    const weapons = new Map<
      string,
      { weapon: { _id: string; title: string }; totals: Totals; opponents: Map<string, Opponent> }
    >();
    for (const group of groups) {
      let weapon = weapons.get(group.weaponId);
      if (!weapon) {
        weapon = {
          weapon: { _id: group.weaponId, title: group.weaponTitle },
          totals: empty(),
          opponents: new Map(),
        };
        weapons.set(group.weaponId, weapon);
      }
      add(weapon.totals, group);
      let opponent = weapon.opponents.get(group.opponentId);
      if (!opponent) {
        const { opponentId, opponentName, opponentRating } = group;
        opponent = { ...empty(), opponentId, opponentName, opponentRating };
        weapon.opponents.set(group.opponentId, opponent);
      }
      add(opponent, group);
    }
    const record = (row: Opponent) => ({
      fighter: { _id: row.opponentId, name: row.opponentName },
      fights: row.fights,
      wins: row.wins,
      losses: row.losses,
      draws: row.draws,
    });
    return {
      weapons: [...weapons.values()]
        .sort((a, b) => b.totals.fights - a.totals.fights || a.weapon.title.localeCompare(b.weapon.title))
        .map(({ weapon, totals: { noWins, ...totals }, opponents: byId }) => {
          const opponents = [...byId.values()];
          return {
            weapon,
            ...totals,
            nowins: noWins,
            // Strongest by the rating people read (r − 2·RD), the order of the rating lists.
            strongestOpponents: opponents
              .flatMap((o) => (o.opponentRating ? [{ o, ...o.opponentRating }] : []))
              .sort((a, b) => theRating(b.rating, b.rd) - theRating(a.rating, a.rd))
              .slice(0, STRONGEST_OPPONENTS)
              .map(({ o, rating, rd }) => ({ ...record(o), rating, rd })),
            headToHead: opponents
              .sort((a, b) => b.fights - a.fights || a.opponentName.localeCompare(b.opponentName))
              .slice(0, HEAD_TO_HEAD)
              .map(record),
          };
        }),
    };
  }
}
