import { Controller, Param } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ROLES } from '@hema/shared/auth/roles';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { ORGANIZER_EDITABLE_USER_FIELDS, usersContract } from '@hema/shared/contracts/users';
import { composeName } from '@hema/shared/schemas/auth';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { forbidden, notFound, unauthorized } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { LICENSE_EXPIRED_MESSAGE } from '../tournaments/tournament-access.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { runList, type ListDefinition } from '../common/list.js';
import { UUID } from '../common/validation.js';
import { assertClubExists, createFighter } from './fighter-accounts.js';
import { User } from './user.entity.js';
import { userViewFor, type SessionUser } from './user.view.js';

const userList: ListDefinition<User> = {
  resource: 'users',
  fields: {
    _id: { column: 'user.id', type: 'id', sortable: true, filterable: true },
    name: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    title: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    username: { column: 'user.username', type: 'text', sortable: true, filterable: true },
    role: { column: 'user.role', type: 'enum', values: ROLES, sortable: true, filterable: true },
    country: { column: 'user.country', type: 'text', sortable: true, filterable: true },
    city: { column: 'user.city', type: 'text', sortable: true, filterable: true },
    club: { column: 'user.clubId', type: 'id', filterable: true },
    clubTitle: { column: 'club.title', type: 'text', sortable: true, filterable: true },
    zones: { column: 'user.zones', type: 'id', filterable: true, array: true },
    tester: { column: 'user.tester', type: 'boolean', filterable: true },
    deleted: { column: 'user.deleted', type: 'boolean', filterable: true },
    createdAt: { column: 'user.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: 'name',
  selectTitle: 'name',
  softDeleteField: 'deleted',
};

const USERNAME = /^[A-Za-z0-9_.-]{1,32}$/;

/** Writes of users: admins, and organizers (by role) while their licence runs. */
function assertActiveOrganizer(viewer: SessionUser | undefined): asserts viewer is SessionUser {
  if (!viewer) throw unauthorized();
  if (!viewer.isActiveOrganizer) throw forbidden(LICENSE_EXPIRED_MESSAGE, COMPETITION_ERRORS.licenseExpired);
}

@Controller()
export class UsersController {
  constructor(private readonly db: DataSource) {}

  private base() {
    return this.db.getRepository(User).createQueryBuilder('user').leftJoinAndSelect('user.club', 'club');
  }

  @Endpoint(usersContract.list, 'users')
  list(
    @ValidQuery() query: ListQueryParams,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<ResponseOf<typeof usersContract.list>> {
    return runList(this.base(), userList, query, userViewFor(viewer));
  }

  @Endpoint(usersContract.get, 'users')
  async get(
    @Param('key') key: string,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<ResponseOf<typeof usersContract.get>> {
    const qb = this.base();
    if (UUID.test(key)) qb.where('user.id = :id', { id: key });
    else if (USERNAME.test(key)) qb.where('user.username = :username', { username: key.toLowerCase() });
    else throw notFound('User');
    const user = await qb.andWhere('user.deleted = false').getOne();
    if (!user) throw notFound('User');
    // Results, analytics and ratings are filled by the ratings and statistics issues.
    return {
      ...userViewFor(viewer)(user),
      analytics: { clusters: [] },
      nominationsResults: [],
      weaponsRating: [],
    };
  }

  /** A fighter without an account, entered by an organizer (spec §2 /organizer/users); same rules as on the spot. */
  @Endpoint(usersContract.create, 'users')
  async create(
    @ValidBody() values: ParsedBodyOf<typeof usersContract.create>,
    @CurrentUser() viewer?: SessionUser,
  ): Promise<ResponseOf<typeof usersContract.create>> {
    assertActiveOrganizer(viewer);
    const id = await this.db.transaction((manager) => createFighter(manager, values, 'clubId'));
    return userViewFor(viewer)(await this.base().where('user.id = :id', { id }).getOneOrFail());
  }

  @Endpoint(usersContract.update, 'users')
  async update(
    @Param('id') id: string,
    @ValidBody() values: ParsedBodyOf<typeof usersContract.update>,
    @CurrentUser() viewer?: SessionUser,
  ): Promise<ResponseOf<typeof usersContract.update>> {
    assertActiveOrganizer(viewer);
    if (!UUID.test(id)) throw notFound('User');
    const editable: readonly string[] = ORGANIZER_EDITABLE_USER_FIELDS;
    const adminOnly = Object.keys(values).filter((key) => !editable.includes(key));
    if (!viewer.isAdmin && adminOnly.length > 0)
      throw forbidden(`Only admins can change ${adminOnly.join(', ')}`);
    return this.db.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOne({ where: { id } });
      if (!user || (!viewer.isAdmin && user.deleted)) throw notFound('User');
      // Organizers look after fighters; other organizers' and admins' accounts are theirs and the admins'.
      if (!viewer.isAdmin && user.role !== 'USER')
        throw forbidden('Only admins can change the account of an organizer or admin');
      if (values.clubId) await assertClubExists(manager, values.clubId, 'clubId');
      Object.assign(user, values);
      user.name = composeName(user.firstName, user.lastName, user.middleName);
      await users.save(user);
      const saved = await manager
        .getRepository(User)
        .createQueryBuilder('user')
        .leftJoinAndSelect('user.club', 'club')
        .where('user.id = :id', { id })
        .getOneOrFail();
      return userViewFor(viewer)(saved);
    });
  }

  /** Users are referenced by results everywhere: removal is soft. */
  @Endpoint(usersContract.remove, 'users')
  async remove(@Param('id') id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound('User');
    const result = await this.db.getRepository(User).update({ id }, { deleted: true });
    if (!result.affected) throw notFound('User');
  }
}
