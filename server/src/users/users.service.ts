import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import {
  isReleasedEmail,
  ORGANIZER_EDITABLE_USER_FIELDS,
  releasedEmail,
  usersContract,
} from '@hema/shared/contracts/users';
import { composeName } from '@hema/shared/schemas/auth';
import { conflict, forbidden, notFound, unauthorized } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { LICENSE_EXPIRED_MESSAGE } from '../common/tournament-access.js';
import { runList } from '../common/list.js';
import { UUID } from '../common/validation.js';
import { assertAdminsRemain, lockActiveAdmins } from './admins.js';
import { assertClubExists, createFighter } from './fighter-accounts.js';
import { audienceOf, USER_LISTS, userViewFor } from './user-access.js';
import { User } from './user.entity.js';
import { managedUserView, type SessionUser } from './user.view.js';
import { EventBus } from '../events/event-bus.js';

const USERNAME = /^[A-Za-z0-9_.-]{1,32}$/;

const emailReleased = () =>
  conflict(
    'The e-mail of this account was released: give it a new e-mail to restore it',
    'users/email-released',
  );

/** Writes of users: admins, and organizers (by role) while their licence runs. */
function assertActiveOrganizer(viewer: SessionUser | undefined): asserts viewer is SessionUser {
  if (!viewer) throw unauthorized();
  if (!viewer.isActiveOrganizer) throw forbidden(LICENSE_EXPIRED_MESSAGE, COMPETITION_ERRORS.licenseExpired);
}

/** Accounts as admins and organizers list, open and edit them; every write in one transaction. */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus,
  ) {}

  private base(manager: EntityManager = this.db.manager) {
    return manager.getRepository(User).createQueryBuilder('user').leftJoinAndSelect('user.club', 'club');
  }

  /** The account as an admin sees it, after a write in `manager`'s transaction. */
  private async managed(
    manager: EntityManager,
    id: string,
  ): Promise<ResponseOf<typeof usersContract.restore>> {
    return managedUserView(await this.base(manager).where('user.id = :id', { id }).getOneOrFail());
  }

  list(
    query: ListQueryParams,
    viewer: SessionUser | undefined,
  ): Promise<ResponseOf<typeof usersContract.list>> {
    const audience = audienceOf(viewer);
    return runList(this.base(), USER_LISTS[audience], query, userViewFor(audience));
  }

  /** The user a profile page names, by id or username; deleted accounts only for admins. */
  async lookup(key: string, viewer: SessionUser | undefined): Promise<User> {
    const qb = this.base();
    if (UUID.test(key)) qb.where('user.id = :id', { id: key });
    else if (USERNAME.test(key)) qb.where('user.username = :username', { username: key.toLowerCase() });
    else throw notFound('User');
    // Admins open deleted accounts too: that is where they restore them.
    if (audienceOf(viewer) !== 'admin') qb.andWhere('user.deleted = false');
    const user = await qb.getOne();
    if (!user) throw notFound('User');
    return user;
  }

  /** A fighter without an account, entered by an organizer (spec §2 /organizer/users); same rules as on the spot. */
  async create(
    values: ParsedBodyOf<typeof usersContract.create>,
    viewer?: SessionUser,
  ): Promise<ResponseOf<typeof usersContract.create>> {
    assertActiveOrganizer(viewer);
    const id = await this.db.transaction((manager) => createFighter(manager, values, 'clubId'));
    return userViewFor(audienceOf(viewer))(await this.base().where('user.id = :id', { id }).getOneOrFail());
  }

  async update(
    id: string,
    values: ParsedBodyOf<typeof usersContract.update>,
    viewer?: SessionUser,
  ): Promise<ResponseOf<typeof usersContract.update>> {
    assertActiveOrganizer(viewer);
    if (!UUID.test(id)) throw notFound('User');
    const editable: readonly string[] = ORGANIZER_EDITABLE_USER_FIELDS;
    const adminOnly = Object.keys(values).filter((key) => !editable.includes(key));
    if (!viewer.isAdmin && adminOnly.length > 0)
      throw forbidden(`Only admins can change ${adminOnly.join(', ')}`);
    return this.db.transaction(async (manager) => {
      const touchesAdmins = values.role !== undefined || values.deleted === true;
      const admins = touchesAdmins ? await lockActiveAdmins(manager) : [];
      const users = manager.getRepository(User);
      const user = await users.findOne({ where: { id } });
      if (!user || (!viewer.isAdmin && user.deleted)) throw notFound('User');
      // Organizers look after fighters; other organizers' and admins' accounts are theirs and the admins'.
      if (!viewer.isAdmin && user.role !== 'USER')
        throw forbidden('Only admins can change the account of an organizer or admin');
      assertAdminsRemain(user, values, viewer._id, admins);
      if (values.deleted === false && user.deleted && isReleasedEmail(user.email)) throw emailReleased();
      if (values.clubId) await assertClubExists(manager, values.clubId, 'clubId');
      Object.assign(user, values);
      user.name = composeName(user.firstName, user.lastName, user.middleName);
      await users.save(user);
      await this.events.publish({ type: 'people.changed', userIds: [user.id] }, manager);
      if (viewer.isAdmin) return this.managed(manager, id);
      return userViewFor(audienceOf(viewer))(
        await this.base(manager).where('user.id = :id', { id }).getOneOrFail(),
      );
    });
  }

  /** Users are referenced by results everywhere: removal is soft. */
  async remove(id: string, actor: SessionUser): Promise<void> {
    if (!UUID.test(id)) throw notFound('User');
    await this.db.transaction(async (manager) => {
      const admins = await lockActiveAdmins(manager);
      const user = await manager.getRepository(User).findOne({ where: { id } });
      if (!user) throw notFound('User');
      assertAdminsRemain(user, { deleted: true }, actor._id, admins);
      await manager.getRepository(User).update({ id }, { deleted: true });
      await this.events.publish({ type: 'people.changed', userIds: [user.id] }, manager);
    });
  }

  async restore(
    id: string,
    body: ParsedBodyOf<typeof usersContract.restore>,
  ): Promise<ResponseOf<typeof usersContract.restore>> {
    if (!UUID.test(id)) throw notFound('User');
    return this.db.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOne({ where: { id } });
      if (!user) throw notFound('User');
      if (!user.deleted) throw conflict('This account is not deleted', 'users/not-deleted');
      const email = body?.email;
      if (!email && isReleasedEmail(user.email)) throw emailReleased();
      if (email && email !== user.email) {
        if (await users.exists({ where: { email } })) {
          throw conflict('Another account already has this e-mail', 'auth/email-taken');
        }
        user.email = email;
      }
      user.deleted = false;
      await users.save(user);
      await this.events.publish({ type: 'people.changed', userIds: [user.id] }, manager);
      return this.managed(manager, id);
    });
  }

  /**
   * Frees the e-mail of a deleted account so its owner can register again: the account keeps its results under a
   * reserved address nobody can own (RELEASED_EMAIL_DOMAIN). Releasing twice changes nothing.
   */
  async releaseEmail(id: string): Promise<ResponseOf<typeof usersContract.releaseEmail>> {
    if (!UUID.test(id)) throw notFound('User');
    return this.db.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOne({ where: { id } });
      if (!user) throw notFound('User');
      if (!user.deleted) {
        throw conflict(
          'Only a deleted account can have its e-mail released: delete the account first',
          'users/not-deleted',
        );
      }
      if (!isReleasedEmail(user.email)) {
        user.email = releasedEmail(user.id);
        await users.save(user);
      }
      return this.managed(manager, id);
    });
  }
}
