import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { ROLES, ROUTE_ROLES } from '@hema/shared/auth/roles';
import { composeName } from '@hema/shared/schemas/auth';
import { Roles } from '../auth/roles.decorator.js';
import { badRequest, notFound } from '../common/app-error.js';
import { runList, type ListDefinition } from '../common/list.js';
import { parse, UUID } from '../common/validation.js';
import { Club } from '../catalog/club.entity.js';
import { User } from './user.entity.js';
import { publicUserView } from './user.view.js';

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

const dateOrNull = z.iso
  .datetime({ offset: true })
  .nullable()
  .transform((v) => (v ? new Date(v) : null));

/** What an admin may change on a user. */
const adminUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Field required').max(100),
    lastName: z.string().trim().min(1, 'Field required').max(100),
    middleName: z.string().trim().max(100).nullable(),
    role: z.enum(ROLES),
    licenseFrom: dateOrNull,
    licenseTill: dateOrNull,
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
      .transform((v) => v.toUpperCase())
      .nullable(),
    city: z.string().trim().max(100).nullable(),
    clubId: z.uuid('Invalid identifier').nullable(),
    zones: z.array(z.uuid('Invalid identifier')).max(50),
    tester: z.boolean(),
    favouriteWeapons: z.array(z.uuid('Invalid identifier')).max(50),
    deleted: z.boolean(),
  })
  .partial()
  .strict();

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly db: DataSource) {}

  private base() {
    return this.db.getRepository(User).createQueryBuilder('user').leftJoinAndSelect('user.club', 'club');
  }

  @Get()
  list(@Query() query: Record<string, unknown>) {
    return runList(this.base(), userList, query, publicUserView);
  }

  /** By id or by username (profile links use /users/{username}, spec §2). */
  @Get(':id')
  async get(@Param('id') id: string) {
    const qb = this.base();
    if (UUID.test(id)) qb.where('user.id = :id', { id });
    else if (/^[A-Za-z0-9_.-]{1,32}$/.test(id))
      qb.where('user.username = :username', { username: id.toLowerCase() });
    else throw notFound('User');
    const user = await qb.andWhere('user.deleted = false').getOne();
    if (!user) throw notFound('User');
    // Results, analytics and ratings are filled by the ratings and statistics issues.
    return {
      ...publicUserView(user),
      analytics: { clusters: [] },
      nominationsResults: [],
      weaponsRating: [],
    };
  }

  @Put(':id')
  @Roles(...ROUTE_ROLES.admin)
  async update(@Param('id') id: string, @Body() body: unknown) {
    if (!UUID.test(id)) throw notFound('User');
    const values = parse(adminUpdateSchema, body);
    return this.db.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.findOne({ where: { id } });
      if (!user) throw notFound('User');
      if (values.clubId && !(await manager.getRepository(Club).exists({ where: { id: values.clubId } }))) {
        throw badRequest('clubId: Club not found', 'validation', { clubId: 'Club not found' });
      }
      Object.assign(user, values);
      user.name = composeName(user.firstName, user.lastName, user.middleName);
      await users.save(user);
      const saved = await manager
        .getRepository(User)
        .createQueryBuilder('user')
        .leftJoinAndSelect('user.club', 'club')
        .where('user.id = :id', { id })
        .getOneOrFail();
      return {
        ...publicUserView(saved),
        email: saved.email,
        license: { from: saved.licenseFrom, till: saved.licenseTill },
        tester: saved.tester,
        zones: saved.zones,
      };
    });
  }

  /** Users are referenced by results everywhere: removal is soft. */
  @Delete(':id')
  @HttpCode(204)
  @Roles(...ROUTE_ROLES.admin)
  async remove(@Param('id') id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound('User');
    const result = await this.db.getRepository(User).update({ id }, { deleted: true });
    if (!result.affected) throw notFound('User');
  }
}
