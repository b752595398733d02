import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import {
  FOLLOW_LIMITS,
  type FollowedFighter,
  type FollowGroup,
  type followingContract,
  type MyFollowing,
} from '@hema/shared/contracts/following';
import { badRequest, conflict, notFound } from '../common/app-error.js';
import { parseId, UUID } from '../common/validation.js';
import { sqlOf, type Sql } from '../database/sql.js';
import { liveUserId } from '../users/user-lookup.js';
import type { SessionUser } from '../users/user.view.js';

type C = typeof followingContract;
type GroupBody = ParsedBodyOf<C['createGroup']>;

/** Live fighters with their clubs, as every list of this module shows them. */
const fighters = (sql: Sql) =>
  sql
    .selectFrom('user as u')
    .leftJoin('club as c', 'c.id', 'u.clubId')
    .where('u.deleted', '=', false)
    .select(['u.id', 'u.name', 'u.username', 'c.id as clubId', 'c.title as clubTitle']);

interface FighterRow {
  id: string;
  name: string;
  username: string;
  clubId: string | null;
  clubTitle: string | null;
}

const fighterView = (row: FighterRow): FollowedFighter => ({
  _id: row.id,
  name: row.name,
  username: row.username,
  club: row.clubId ? { _id: row.clubId, title: row.clubTitle ?? '' } : null,
});

/**
 * The caller's follows and groups. Every read and write is scoped to the signed-in user: a group of someone else
 * answers 404, as one that does not exist (its existence is nobody else's business). The limits of FOLLOW_LIMITS
 * are checked in the write's transaction; two writes racing at the last place may pass it by one, which is harmless.
 */
@Injectable()
export class FollowingService {
  constructor(private readonly db: DataSource) {}

  async mine(user: SessionUser): Promise<MyFollowing> {
    const sql = sqlOf(this.db);
    const [followed, clubs, groups] = await Promise.all([
      fighters(sql)
        .innerJoin('follow as f', 'f.fighterId', 'u.id')
        .where('f.userId', '=', user._id)
        .orderBy('u.name')
        .execute(),
      sql
        .selectFrom('follow as f')
        .innerJoin('club as c', 'c.id', 'f.clubId')
        .where('f.userId', '=', user._id)
        .where('c.deleted', '=', false)
        .select(['c.id', 'c.title', 'c.city', 'c.country'])
        .orderBy('c.title')
        .execute(),
      this.groupsOf(this.db, user._id),
    ]);
    return {
      fighters: followed.map(fighterView),
      clubs: clubs.map((c) => ({ _id: c.id, title: c.title, city: c.city, country: c.country })),
      groups,
    };
  }

  async followFighter(key: string, user: SessionUser): Promise<void> {
    await this.db.transaction(async (manager) => {
      const fighterId = await this.liveFighter(manager, key, user);
      const sql = sqlOf(manager);
      await this.withinLimit(sql, 'fighterId', FOLLOW_LIMITS.fighters, user, 'fighters');
      await sql
        .insertInto('follow')
        .values({ userId: user._id, fighterId })
        .onConflict((oc) => oc.columns(['userId', 'fighterId']).doNothing())
        .execute();
    });
  }

  async unfollowFighter(key: string, user: SessionUser): Promise<void> {
    // A deleted account can still be unfollowed, so the key is resolved without liveness.
    const fighterId = await this.anyUserId(key);
    if (!fighterId) return;
    await sqlOf(this.db)
      .deleteFrom('follow')
      .where('userId', '=', user._id)
      .where('fighterId', '=', fighterId)
      .execute();
  }

  async followClub(id: string, user: SessionUser): Promise<void> {
    const clubId = parseId(id, 'Club');
    await this.db.transaction(async (manager) => {
      const sql = sqlOf(manager);
      const club = await sql
        .selectFrom('club')
        .select('id')
        .where('id', '=', clubId)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (!club) throw notFound('Club');
      await this.withinLimit(sql, 'clubId', FOLLOW_LIMITS.clubs, user, 'clubs');
      await sql
        .insertInto('follow')
        .values({ userId: user._id, clubId })
        .onConflict((oc) => oc.columns(['userId', 'clubId']).doNothing())
        .execute();
    });
  }

  async unfollowClub(id: string, user: SessionUser): Promise<void> {
    const clubId = parseId(id, 'Club');
    await sqlOf(this.db)
      .deleteFrom('follow')
      .where('userId', '=', user._id)
      .where('clubId', '=', clubId)
      .execute();
  }

  createGroup(body: GroupBody, user: SessionUser): Promise<FollowGroup> {
    return this.db.transaction(async (manager) => {
      const sql = sqlOf(manager);
      const { n } = await sql
        .selectFrom('follow_group')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('ownerId', '=', user._id)
        .executeTakeFirstOrThrow();
      if (Number(n) >= FOLLOW_LIMITS.groups)
        throw conflict(`You have ${FOLLOW_LIMITS.groups} groups, the most there may be`, 'following/limit');
      await this.nameIsFree(sql, user._id, body.name);
      const { id } = await sql
        .insertInto('follow_group')
        .values({ ownerId: user._id, name: body.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { _id: id, name: body.name, members: [] };
    });
  }

  async group(id: string, user: SessionUser): Promise<FollowGroup> {
    const [group] = await this.groupsOf(this.db, user._id, parseId(id, 'Group'));
    if (!group) throw notFound('Group');
    return group;
  }

  renameGroup(id: string, body: GroupBody, user: SessionUser): Promise<FollowGroup> {
    return this.db.transaction(async (manager) => {
      const groupId = await this.ownGroup(manager, id, user);
      const sql = sqlOf(manager);
      await this.nameIsFree(sql, user._id, body.name, groupId);
      await sql
        .updateTable('follow_group')
        .set({ name: body.name, updatedAt: new Date() })
        .where('id', '=', groupId)
        .execute();
      const [group] = await this.groupsOf(manager, user._id, groupId);
      return group!;
    });
  }

  async removeGroup(id: string, user: SessionUser): Promise<void> {
    await this.db.transaction(async (manager) => {
      const groupId = await this.ownGroup(manager, id, user);
      await sqlOf(manager).deleteFrom('follow_group').where('id', '=', groupId).execute();
    });
  }

  addMember(id: string, fighterKey: string, user: SessionUser): Promise<FollowGroup> {
    return this.db.transaction(async (manager) => {
      const groupId = await this.ownGroup(manager, id, user);
      const fighterId = await liveUserId(manager, fighterKey);
      if (!fighterId) throw notFound('Fighter');
      const sql = sqlOf(manager);
      const { n } = await sql
        .selectFrom('follow_group_member')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('groupId', '=', groupId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= FOLLOW_LIMITS.membersPerGroup)
        throw conflict(`A group holds at most ${FOLLOW_LIMITS.membersPerGroup} fighters`, 'following/limit');
      await sql
        .insertInto('follow_group_member')
        .values({ groupId, fighterId })
        .onConflict((oc) => oc.columns(['groupId', 'fighterId']).doNothing())
        .execute();
      await sql
        .updateTable('follow_group')
        .set({ updatedAt: new Date() })
        .where('id', '=', groupId)
        .execute();
      const [group] = await this.groupsOf(manager, user._id, groupId);
      return group!;
    });
  }

  async removeMember(id: string, fighterKey: string, user: SessionUser): Promise<void> {
    await this.db.transaction(async (manager) => {
      const groupId = await this.ownGroup(manager, id, user);
      const fighterId = await this.anyUserId(fighterKey, manager);
      if (!fighterId) return;
      await sqlOf(manager)
        .deleteFrom('follow_group_member')
        .where('groupId', '=', groupId)
        .where('fighterId', '=', fighterId)
        .execute();
    });
  }

  /** The live members' ids of one of the caller's groups (their schedule). */
  async memberIds(id: string, user: SessionUser): Promise<string[]> {
    const group = await this.group(id, user);
    return group.members.map((m) => m._id);
  }

  /** The user's groups (or the one asked for) with their live members, by name. */
  private async groupsOf(source: DataSource | EntityManager, ownerId: string, groupId?: string) {
    const sql = sqlOf(source);
    let groups = sql
      .selectFrom('follow_group')
      .select(['id', 'name'])
      .where('ownerId', '=', ownerId)
      .orderBy('name');
    if (groupId) groups = groups.where('id', '=', groupId);
    const rows = await groups.execute();
    if (rows.length === 0) return [];
    const members = await fighters(sql)
      .innerJoin('follow_group_member as m', 'm.fighterId', 'u.id')
      .where(
        'm.groupId',
        'in',
        rows.map((r) => r.id),
      )
      .select('m.groupId')
      .orderBy('u.name')
      .execute();
    return rows.map((g) => ({
      _id: g.id,
      name: g.name,
      members: members.filter((m) => m.groupId === g.id).map(fighterView),
    }));
  }

  /** The id of a group the caller owns, locked for the write; 404 for any other. */
  private async ownGroup(manager: EntityManager, id: string, user: SessionUser): Promise<string> {
    const groupId = parseId(id, 'Group');
    const row = await sqlOf(manager)
      .selectFrom('follow_group')
      .select('id')
      .where('id', '=', groupId)
      .where('ownerId', '=', user._id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Group');
    return row.id;
  }

  private async nameIsFree(sql: Sql, ownerId: string, name: string, except?: string) {
    let same = sql
      .selectFrom('follow_group')
      .select('id')
      .where('ownerId', '=', ownerId)
      .where('name', '=', name);
    if (except) same = same.where('id', '<>', except);
    if (await same.executeTakeFirst())
      throw conflict(`You already have a group named “${name}”`, 'following/group-name-taken');
  }

  private async liveFighter(manager: EntityManager, key: string, user: SessionUser): Promise<string> {
    const fighterId = await liveUserId(manager, key);
    if (!fighterId) throw notFound('Fighter');
    if (fighterId === user._id) throw badRequest('You cannot follow yourself', 'following/self');
    return fighterId;
  }

  private async withinLimit(
    sql: Sql,
    column: 'fighterId' | 'clubId',
    limit: number,
    user: SessionUser,
    what: string,
  ) {
    const { n } = await sql
      .selectFrom('follow')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', '=', user._id)
      .where(column, 'is not', null)
      .executeTakeFirstOrThrow();
    if (Number(n) >= limit)
      throw conflict(`You follow ${limit} ${what}, the most there may be`, 'following/limit');
  }

  /** An account by id or username, deleted ones included. */
  private async anyUserId(key: string, source: DataSource | EntityManager = this.db) {
    const byId = UUID.test(key);
    const row = await sqlOf(source)
      .selectFrom('user')
      .select('id')
      .where(byId ? 'id' : 'username', '=', byId ? key : key.toLowerCase())
      .executeTakeFirst();
    return row?.id;
  }
}
