import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { adminContract } from '@hema/shared/contracts/admin';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import type { Role } from '@hema/shared/auth/roles';

type Analytics = ResponseOf<typeof adminContract.analytics>;

/** Countries and clubs shown by name; the rest is one "others" slice. */
const TOP = 10;
const MONTHS = 24;

/** Spec §2 /admin/users/analytics: the numbers behind the charts, each one GROUP BY over live accounts. */
@Injectable()
export class UsersAnalyticsReader {
  constructor(private readonly db: DataSource) {}

  private async rows<K>(sql: string): Promise<{ key: K; count: number }[]> {
    const rows: { key: K; count: number }[] = await this.db.query(sql);
    return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
  }

  async analytics(): Promise<Analytics> {
    const live = `FROM "user" u WHERE u."deleted" = false`;
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total ${live}`);
    const registrations = await this.rows<string>(
      `SELECT to_char(date_trunc('month', u."createdAt"), 'YYYY-MM') AS key, count(*)::int AS count ${live}
        GROUP BY 1 ORDER BY 1 DESC LIMIT ${MONTHS}`,
    );
    const roles = await this.rows<Role>(`SELECT u."role" AS key, count(*)::int AS count ${live} GROUP BY 1`);
    const countries = await this.rows<string | null>(
      `SELECT u."country" AS key, count(*)::int AS count ${live} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
    );
    const clubs: { id: string | null; title: string | null; count: number }[] = await this.db.query(
      `SELECT c."id" AS id, c."title" AS title, count(*)::int AS count
        FROM "user" u LEFT JOIN "club" c ON c."id" = u."clubId"
        WHERE u."deleted" = false GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT ${TOP}`,
    );
    // A fighter is active in a season when entered in a category of a real tournament starting that year.
    const activeFighters = await this.rows<number>(
      `SELECT extract(year FROM t."dateStart"::date)::int AS key, count(DISTINCT p."userId")::int AS count
        FROM "participant" p JOIN "nomination" n ON n."id" = p."nominationId"
        JOIN "tournament" t ON t."id" = n."tournamentId"
        WHERE t."isTest" = false GROUP BY 1 ORDER BY 1`,
    );
    const sum = (list: { count: number }[]) => list.reduce((s, r) => s + r.count, 0);
    return {
      total,
      registrations: registrations.reverse(),
      roles,
      countries,
      clubs: clubs.map((c) => ({
        club: c.id ? { _id: c.id, title: c.title ?? '' } : null,
        count: Number(c.count),
      })),
      activeFighters,
      others: { countries: total - sum(countries), clubs: total - sum(clubs) },
    };
  }
}
