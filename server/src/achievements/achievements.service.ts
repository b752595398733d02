import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type { Achievement as AchievementView } from '@hema/shared/contracts/achievements';
import type { achievementsContract } from '@hema/shared/contracts/achievements';
import type { ParsedBodyOf, ParsedQueryOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import type { AchievementDefinition } from '@hema/shared/rating/achievement-rules';
import { isWorldZone } from '@hema/shared/ui-rules/zone-rules';
import { badRequest, notFound } from '../common/app-error.js';
import { runList, type ListDefinition } from '../common/list.js';
import { UUID, parseId } from '../common/validation.js';
import { findZone } from '../catalog/zone-lookup.js';
import { rawRows, sqlOf, type RowOf } from '../database/sql.js';
import { worldZoneId } from '../catalog/world-zone.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { awardsInWorker } from './awards-thread.js';
import { EventBus } from '../events/event-bus.js';
import { StandingsService } from '../standings/standings.service.js';
import { liveUserId } from '../users/user-lookup.js';
import {
  awardChangesOf,
  RECORD_TOURNAMENTS,
  type AwardsInput,
  type TournamentMedals,
} from './achievement-records.js';
import { Achievement, AchievementAward } from './achievement.entity.js';

type C = typeof achievementsContract;

const LIST: ListDefinition<Achievement> = {
  resource: 'achievements',
  fields: {
    _id: { column: 'achievement.id', type: 'id', sortable: true, filterable: true },
    title: { column: 'achievement.title', type: 'text', sortable: true, filterable: true },
    kind: {
      column: 'achievement.kind',
      type: 'enum',
      values: ['permanent', 'seasonal'],
      sortable: true,
      filterable: true,
    },
    rule: { column: 'achievement.rule', type: 'text', sortable: true, filterable: true },
    createdAt: { column: 'achievement.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: 'title',
  selectTitle: 'title',
};

/**
 * Achievement definitions (admins), their awards (written only by the results job's `achievements` step) and the
 * public reads of who holds what.
 */
@Injectable()
export class AchievementsService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus,
    private readonly standings: StandingsService,
    @Inject(DATABASE) private readonly database: Pick<Database, 'kind'>,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'DATABASE_URL'>,
  ) {}

  /**
   * The `achievements` step: makes the stored awards equal to what the rules give on the finished tournaments, in
   * one transaction. An award that still holds keeps its row (and its date), so running twice changes nothing.
   */
  async awardAll(): Promise<{ added: number; removed: number }> {
    const input = await this.awardsInput();
    // Every fighter's record from 100,000 fights and the rules over them are seconds of work: on Postgres a worker
    // thread reads the fights on its own connection and computes the awards there. The embedded PGlite is one
    // session inside this process, so there it is done here.
    const url = this.database.kind === 'postgres' ? this.config.DATABASE_URL : undefined;
    const query = <T>(sql: string, params: unknown[]) => this.db.query(sql, params) as Promise<T[]>;
    // Compared with the stored awards when read, not under the write's lock: only this job writes awards, one run at
    // a time; an achievement deleted meanwhile takes its awards with it, and an insert for it fails the step, which
    // the next run does again.
    const { fresh, stale } = url ? await awardsInWorker(url, input) : await awardChangesOf(query, input);
    return this.db.transaction(async (manager) => {
      if (stale.length > 0) await manager.delete(AchievementAward, stale);
      for (let i = 0; i < fresh.length; i += 500) {
        // Judges' commands are answered between batches.
        if (i > 0) await new Promise((resolve) => setImmediate(resolve));
        await manager
          .createQueryBuilder()
          .insert()
          .into(AchievementAward)
          .values(fresh.slice(i, i + 500).map((a) => ({ ...a, season: a.season ?? '' })))
          .orIgnore()
          .execute();
      }
      return { added: fresh.length, removed: stale.length };
    });
  }

  /** What the rules read besides the fights: the definitions, the world zone and the medals. */
  async awardsInput(): Promise<AwardsInput> {
    const definitions = (await this.db.getRepository(Achievement).find()).map((a): AchievementDefinition => ({
      id: a.id,
      kind: a.kind,
      rule: a.rule,
      params: a.params,
      zoneId: a.zoneId,
    }));
    return { definitions, worldZone: await worldZoneId(this.db.manager), medals: await this.medals() };
  }

  /**
   * Places 1–3 of every category of the tournaments whose fights the rules read. The ratings step (run just before)
   * stored each category's medals with its results, for the finished tournaments that are not tests: those are read
   * in one query instead of building 1,000 tournaments' summaries on this thread every run. Test tournaments, which
   * the rules read but the category results leave out, are summarised here as before.
   */
  private async medals(): Promise<TournamentMedals> {
    const medals: TournamentMedals = new Map();
    const tournaments = await rawRows<Pick<RowOf<'fight'>, 'tournamentId'> & { isTest: boolean }>(
      this.db,
      `SELECT r."tournamentId", t."isTest" FROM (${RECORD_TOURNAMENTS}) r JOIN tournament t ON t.id = r."tournamentId"`,
    );
    for (const { tournamentId } of tournaments) medals.set(tournamentId, []);
    const stored = await rawRows<{ tournamentId: string; userId: string; medal: 1 | 2 | 3 }>(
      this.db,
      `SELECT n."tournamentId", r."userId", r.medal FROM nomination_result r
         JOIN nomination n ON n.id = r."nominationId"
        WHERE r.medal IS NOT NULL
        ORDER BY n."tournamentId", n.index, n."createdAt", r.medal, r."userId"`,
    );
    for (const row of stored) medals.get(row.tournamentId)?.push({ userId: row.userId, place: row.medal });
    for (const { tournamentId, isTest } of tournaments) {
      if (!isTest) continue;
      const summary = await this.standings.summary(tournamentId, undefined);
      const ofTournament: { userId: string; place: 1 | 2 | 3 }[] = [];
      for (const category of summary.categories)
        for (const { place, fighter } of category.medallists)
          if (place === 1 || place === 2 || place === 3) ofTournament.push({ userId: fighter._id, place });
      medals.set(tournamentId, ofTournament);
    }
    return medals;
  }

  async list(query: ListQueryParams): Promise<ResponseOf<C['list']>> {
    const qb = this.db.getRepository(Achievement).createQueryBuilder('achievement');
    qb.leftJoinAndSelect('achievement.zone', 'zone');
    const holders = await this.holderCounts();
    return runList(qb, LIST, query, (a) => this.view(a, holders));
  }

  async get(id: string): Promise<ResponseOf<C['get']>> {
    return this.view(await this.one(id), await this.holderCounts());
  }

  async create(body: ParsedBodyOf<C['create']>): Promise<ResponseOf<C['create']>> {
    await this.checkZone(body.zoneId);
    const repo = this.db.getRepository(Achievement);
    const saved = await repo.save(repo.create(body));
    await this.events.publish({ type: 'results.changed', reason: `achievement defined ${saved.id}` });
    return this.get(saved.id);
  }

  async update(id: string, body: ParsedBodyOf<C['update']>): Promise<ResponseOf<C['update']>> {
    const found = await this.one(id);
    await this.checkZone(body.zoneId);
    await this.db.getRepository(Achievement).update(found.id, body);
    await this.events.publish({ type: 'results.changed', reason: `achievement changed ${found.id}` });
    return this.get(found.id);
  }

  async remove(id: string): Promise<void> {
    const found = await this.one(id);
    await this.db.getRepository(Achievement).delete(found.id);
  }

  /** Seasonal or permanent achievements with their holders, newest season first. */
  async holders(query: ParsedQueryOf<C['holders']>): Promise<ResponseOf<C['holders']>> {
    const zoneId = await this.zoneFilter(query.zone);
    const qb = this.db
      .getRepository(Achievement)
      .createQueryBuilder('achievement')
      .leftJoinAndSelect('achievement.zone', 'zone')
      .where('achievement.kind = :kind', { kind: query.kind })
      .orderBy('achievement.title', 'ASC');
    if (zoneId) qb.andWhere('(achievement.zoneId IS NULL OR achievement.zoneId = :zoneId)', { zoneId });
    const achievements = await qb.getMany();
    const awards = achievements.length
      ? await sqlOf(this.db)
          .selectFrom('achievement_award as a')
          .innerJoin('user as u', 'u.id', 'a.userId')
          .select(['a.achievementId', 'a.season', 'a.awardedAt', 'u.id as _id', 'u.name', 'u.username'])
          .where(
            'a.achievementId',
            'in',
            achievements.map((a) => a.id),
          )
          .where('u.deleted', '=', false)
          .orderBy('a.season', 'desc')
          .orderBy('u.name', 'asc')
          .execute()
      : [];
    const holders = await this.holderCounts();
    return {
      items: achievements.map((a) => ({
        ...this.view(a, holders),
        awards: awards
          .filter((award) => award.achievementId === a.id)
          .map((award) => ({
            user: { _id: award._id, name: award.name, username: award.username },
            season: award.season || null,
            awardedAt: new Date(award.awardedAt).toISOString(),
          })),
      })),
    };
  }

  async user(key: string, zone: string | undefined): Promise<ResponseOf<C['user']>> {
    const userId = await liveUserId(this.db, key);
    if (!userId) throw notFound('User');
    const zoneId = await this.zoneFilter(zone);
    const qb = this.db
      .getRepository(AchievementAward)
      .createQueryBuilder('award')
      .innerJoinAndSelect('award.achievement', 'achievement')
      .leftJoinAndSelect('achievement.zone', 'zone')
      .where('award.userId = :userId', { userId })
      .orderBy('award.season', 'DESC')
      .addOrderBy('achievement.title', 'ASC');
    if (zoneId) qb.andWhere('(achievement.zoneId IS NULL OR achievement.zoneId = :zoneId)', { zoneId });
    const awards = await qb.getMany();
    return {
      items: awards.map((award) => {
        const {
          holders: _h,
          createdAt: _c,
          updatedAt: _u,
          ...achievement
        } = this.view(award.achievement!, new Map());
        return { achievement, season: award.season || null, awardedAt: award.awardedAt.toISOString() };
      }),
    };
  }

  private async one(id: string): Promise<Achievement> {
    const found = await this.db.getRepository(Achievement).findOne({
      where: { id: parseId(id, 'Achievement') },
      relations: { zone: true },
    });
    if (!found) throw notFound('Achievement');
    return found;
  }

  private async checkZone(zoneId: string | null): Promise<void> {
    if (!zoneId) return;
    const zone = UUID.test(zoneId) ? await findZone(this.db, zoneId) : undefined;
    if (!zone) throw badRequest('Choose an existing zone', 'validation', { zoneId: 'Zone not found' });
  }

  /** The world zone W (or no zone) means every zone. */
  private async zoneFilter(zone: string | undefined): Promise<string | null> {
    if (!zone) return null;
    const found = await findZone(this.db, zone);
    if (!found) throw notFound('Zone');
    return isWorldZone(found) ? null : found.id;
  }

  private async holderCounts(): Promise<Map<string, number>> {
    const rows = await sqlOf(this.db)
      .selectFrom('achievement_award')
      .select((eb) => ['achievementId', sql<number>`count(DISTINCT ${eb.ref('userId')})::int`.as('n')])
      .groupBy('achievementId')
      .execute();
    return new Map(rows.map((r) => [r.achievementId, r.n]));
  }

  private view(a: Achievement, holders: Map<string, number>): AchievementView {
    return {
      _id: a.id,
      title: a.title,
      description: a.description,
      icon: a.icon,
      kind: a.kind,
      rule: a.rule,
      params: a.params,
      zone: a.zone ? { _id: a.zone.id, title: a.zone.title } : null,
      holders: holders.get(a.id) ?? 0,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    };
  }
}
