import { Injectable } from '@nestjs/common';
import { sql as sqlFragment, type ExpressionBuilder } from 'kysely';
import { DataSource } from 'typeorm';
import type { adminContract } from '@hema/shared/contracts/admin';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import { sqlOf } from '../database/sql.js';
import type { Tables } from '../database/tables.js';

type Analytics = ResponseOf<typeof adminContract.analytics>;

/** Countries and clubs shown by name; the rest is one "others" slice. */
const TOP = 10;
const MONTHS = 24;

/** Spec §2 /admin/users/analytics: the numbers behind the charts, each one GROUP BY over live accounts. */
@Injectable()
export class UsersAnalyticsReader {
  constructor(private readonly db: DataSource) {}

  async analytics(): Promise<Analytics> {
    const sql = sqlOf(this.db);
    const live = sql.selectFrom('user as u').where('u.deleted', '=', false);
    const count = sqlFragment<number>`count(*)::int`.as('count');
    const { total } = await live
      .select(sqlFragment<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const month = (eb: ExpressionBuilder<Tables & { u: Tables['user'] }, 'u'>) =>
      sqlFragment<string>`to_char(date_trunc('month', ${eb.ref('u.createdAt')}), 'YYYY-MM')`;
    const registrations = await live
      .select((eb) => [month(eb).as('key'), count])
      .groupBy((eb) => [month(eb)])
      .orderBy((eb) => month(eb), 'desc')
      .limit(MONTHS)
      .execute();
    const roles = await live.select(['u.role as key', count]).groupBy('u.role').execute();
    const countries = await live
      .select(['u.country as key', count])
      .groupBy('u.country')
      .orderBy('count', 'desc')
      .orderBy('u.country')
      .limit(TOP)
      .execute();
    const clubs = await live
      .leftJoin('club as c', 'c.id', 'u.clubId')
      .select(['c.id', 'c.title', count])
      .groupBy(['c.id', 'c.title'])
      .orderBy('count', 'desc')
      .orderBy('c.title')
      .limit(TOP)
      .execute();
    // A fighter is active in a season when entered in a category of a real tournament starting that year.
    const season = (eb: ExpressionBuilder<Tables & { t: Tables['tournament'] }, 't'>) =>
      sqlFragment<number>`extract(year FROM ${eb.ref('t.dateStart')})::int`;
    const activeFighters = await sql
      .selectFrom('participant as p')
      .innerJoin('nomination as n', 'n.id', 'p.nominationId')
      .innerJoin('tournament as t', 't.id', 'n.tournamentId')
      .select((eb) => [
        season(eb).as('key'),
        sqlFragment<number>`count(DISTINCT ${eb.ref('p.userId')})::int`.as('count'),
      ])
      .where('t.isTest', '=', false)
      .groupBy((eb) => [season(eb)])
      .orderBy((eb) => season(eb))
      .execute();
    const sum = (list: { count: number }[]) => list.reduce((s, r) => s + r.count, 0);
    return {
      total,
      registrations: registrations.reverse(),
      roles,
      countries,
      clubs: clubs.map((c) => ({
        club: c.id ? { _id: c.id, title: c.title ?? '' } : null,
        count: c.count,
      })),
      activeFighters,
      others: { countries: total - sum(countries), clubs: total - sum(clubs) },
    };
  }
}
