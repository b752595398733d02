import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { adminContract } from '@hema/shared/contracts/admin';
import type { ParsedBodyOf, ParsedQueryOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import { isReleasedEmail, releasedEmail } from '@hema/shared/contracts/users';
import { ROLES } from '@hema/shared/auth/roles';
import { findCandidatePairs } from '@hema/shared/users/namesakes';
import { badRequest, conflict, notFound } from '../common/app-error.js';
import { FightsRepository } from '../fights/fights.repository.js';
import { sqlOf } from '../database/sql.js';
import { EventBus } from '../events/event-bus.js';
import { assertAdminsRemain, lockActiveAdmins } from '../users/admins.js';
import { User } from '../users/user.entity.js';
import type { SessionUser } from '../common/session-user.js';
import { UserMerge } from '../users/merge/user-merge.entity.js';
import { countConflicts, countOwned, moveOwned, USER_OWNED_ROWS } from '../users/merge/user-owned-rows.js';

const MAX_PAIRS = 200;

type MergeUser = ResponseOf<typeof adminContract.mergePreview>['keep'];
type Move = { kind: string; count: number };

const mergeUserView = (u: User): MergeUser => ({
  _id: u.id,
  name: u.name,
  username: u.username,
  email: isReleasedEmail(u.email) ? null : u.email,
  role: u.role,
  club: u.club ? { _id: u.club.id, title: u.club.title } : null,
  country: u.country,
  createdAt: u.createdAt.toISOString(),
});

/** Counts per kind, kinds in the order of the list, zero kinds left out. */
function byKind(counts: Move[]): Move[] {
  const sums = new Map<string, number>();
  for (const { kind, count } of counts) sums.set(kind, (sums.get(kind) ?? 0) + count);
  return [...sums].filter(([, count]) => count > 0).map(([kind, count]) => ({ kind, count }));
}

/** The later of two dates (a licence's end); null counts as none. */
const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * Spec §2 /admin/users/merge: accounts of one person found by name, e-mail and club, and merged — every row the
 * removed account owns (USER_OWNED_ROWS) moves to the kept one in one transaction, the removed account is deleted
 * with its e-mail released, the merge is recorded, and the results job recomputes ratings.
 */
@Injectable()
export class UserMergeService {
  constructor(
    private readonly db: DataSource,
    private readonly fights: FightsRepository,
    private readonly events: EventBus,
  ) {}

  private users(manager: EntityManager = this.db.manager) {
    return manager.getRepository(User).createQueryBuilder('user').leftJoinAndSelect('user.club', 'club');
  }

  async candidates(): Promise<ResponseOf<typeof adminContract.mergeCandidates>> {
    const users = await this.users()
      .where('user.deleted = false')
      .orderBy('user.createdAt', 'ASC')
      .addOrderBy('user.id', 'ASC')
      .getMany();
    const pairs = findCandidatePairs(
      users.map((user) => ({ ...user, email: isReleasedEmail(user.email) ? null : user.email })),
    );
    return {
      items: pairs.slice(0, MAX_PAIRS).map(({ a, b, reasons }) => ({
        a: mergeUserView(a),
        b: mergeUserView(b),
        reasons,
      })),
    };
  }

  private async pair(manager: EntityManager, keepId: string, removeId: string, lock = false) {
    if (keepId === removeId) throw badRequest('Choose two different accounts to merge', 'users/merge-same');
    // Both rows locked in id order, so two merges of the same accounts queue instead of deadlocking.
    if (lock)
      await sqlOf(manager)
        .selectFrom('user')
        .select('id')
        .where('id', 'in', [keepId, removeId])
        .orderBy('id')
        .forUpdate()
        .execute();
    const rows = await this.users(manager)
      .where({ id: In([keepId, removeId]) })
      .getMany();
    const keep = rows.find((u) => u.id === keepId);
    const remove = rows.find((u) => u.id === removeId);
    if (!keep || !remove || keep.deleted || remove.deleted) throw notFound('User');
    return { keep, remove };
  }

  private async counts(manager: EntityManager, from: string, to: string) {
    const moves: Move[] = [];
    const conflicts: Move[] = [];
    for (const rows of USER_OWNED_ROWS) {
      if (rows.action === 'delete') continue;
      moves.push({ kind: rows.kind, count: await countOwned(manager, rows, from) });
      conflicts.push({ kind: rows.kind, count: await countConflicts(manager, rows, from, to) });
    }
    return { moves: byKind(moves), conflicts: byKind(conflicts) };
  }

  async preview(
    query: ParsedQueryOf<typeof adminContract.mergePreview>,
  ): Promise<ResponseOf<typeof adminContract.mergePreview>> {
    const { keep, remove } = await this.pair(this.db.manager, query.keep, query.remove);
    const { moves, conflicts } = await this.counts(this.db.manager, remove.id, keep.id);
    return { keep: mergeUserView(keep), remove: mergeUserView(remove), moves, conflicts };
  }

  async merge(
    body: ParsedBodyOf<typeof adminContract.merge>,
    actor: SessionUser,
  ): Promise<ResponseOf<typeof adminContract.merge>> {
    if (body.removeId === actor._id)
      throw conflict('You cannot merge away your own account', 'users/merge-own');
    const id = await this.fights.write(async (writer) => {
      const { manager } = writer;
      const admins = await lockActiveAdmins(manager);
      const { keep, remove } = await this.pair(manager, body.keepId, body.removeId, true);
      assertAdminsRemain(remove, { deleted: true }, actor._id, admins);
      const { conflicts } = await this.counts(manager, remove.id, keep.id);
      if (conflicts.length > 0) {
        throw conflict(
          'Both accounts are in the same category; remove one entry before merging',
          'users/merge-conflict',
        );
      }
      const moved: Move[] = [];
      for (const rows of USER_OWNED_ROWS) {
        const count = await moveOwned(rows, { manager, fights: writer, from: remove.id, to: keep.id });
        moved.push({ kind: rows.kind, count });
      }
      await this.absorb(manager, keep, remove);
      // Their names, clubs and results show in every tournament either fought in.
      await this.events.publish({ type: 'people.changed', userIds: [keep.id, remove.id] }, manager);
      const record = await manager.getRepository(UserMerge).save({
        keptUserId: keep.id,
        removedUserId: remove.id,
        removedName: remove.name,
        mergedById: actor._id,
        moves: byKind(moved),
      });
      return record.id;
    });
    await this.events.publish({ type: 'results.changed', reason: 'users merged' });
    return (await this.records({ id }))[0]!;
  }

  /**
   * The kept account takes what it lacks from the removed one (e-mail, club, place, middle name), the higher role,
   * the later licence, both sets of zones and favourite weapons; the removed account is deleted with its e-mail
   * released, so its owner signs in to the kept one.
   */
  private async absorb(manager: EntityManager, keep: User, remove: User): Promise<void> {
    const users = manager.getRepository(User);
    const removedEmail = isReleasedEmail(remove.email) ? null : remove.email;
    await users.update(remove.id, {
      deleted: true,
      email: remove.email ? releasedEmail(remove.id) : null,
    });
    const rank = (role: User['role']) => ROLES.indexOf(role);
    await users.update(keep.id, {
      email: keep.email ?? removedEmail,
      clubId: keep.clubId ?? remove.clubId,
      country: keep.country ?? remove.country,
      city: keep.city ?? remove.city,
      middleName: keep.middleName ?? remove.middleName,
      role: rank(remove.role) > rank(keep.role) ? remove.role : keep.role,
      licenseFrom: keep.licenseFrom ?? remove.licenseFrom,
      licenseTill: later(keep.licenseTill, remove.licenseTill),
      zones: [...new Set([...keep.zones, ...remove.zones])],
      favouriteWeapons: [...new Set([...keep.favouriteWeapons, ...remove.favouriteWeapons])],
      tester: keep.tester || remove.tester,
    });
  }

  private async records(where: { id?: string }): Promise<ResponseOf<typeof adminContract.merges>['items']> {
    const rows = await this.db.getRepository(UserMerge).find({
      where,
      relations: { keptUser: true, mergedBy: true },
      order: { createdAt: 'DESC' },
      take: 50,
    });
    const ref = (u: User | null | undefined) => (u ? { _id: u.id, name: u.name } : null);
    return rows.map((r) => ({
      _id: r.id,
      keptUser: ref(r.keptUser),
      removedUserId: r.removedUserId,
      removedName: r.removedName,
      mergedBy: ref(r.mergedBy),
      moves: r.moves,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async merges(): Promise<ResponseOf<typeof adminContract.merges>> {
    return { items: await this.records({}) };
  }
}
