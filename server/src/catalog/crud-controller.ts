import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, QueryFailedError, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { Roles } from '../auth/roles.decorator.js';
import { conflict, notFound } from '../common/app-error.js';
import { runList, type ListDefinition } from '../common/list.js';
import { parse, parseId } from '../common/validation.js';

/** What a catalog resource (clubs, zones, weapons, weapon types) declares; the controller is the same for all. */
export interface CatalogResource<E extends ObjectLiteral, V> {
  path: string;
  /** Singular, for messages ("Club not found"). */
  noun: string;
  entity: Type<E>;
  alias: string;
  list: ListDefinition<E>;
  query?: (qb: SelectQueryBuilder<E>) => SelectQueryBuilder<E>;
  toView: (entity: E) => V;
  createSchema: z.ZodType<Partial<E>>;
  updateSchema: z.ZodType<Partial<E>>;
  /** Checks that need the database (e.g. a referenced weapon type exists). */
  check?: (db: DataSource, values: Partial<E>) => Promise<void>;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function dbConflict(error: unknown, noun: string): never {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
  if (code === UNIQUE_VIOLATION)
    throw conflict(`A ${noun.toLowerCase()} with this title already exists`, 'catalog/duplicate');
  if (code === FOREIGN_KEY_VIOLATION) {
    throw conflict(
      `This ${noun.toLowerCase()} is in use and cannot be removed; mark it deleted instead`,
      'catalog/in-use',
    );
  }
  throw error;
}

/** Public reads with the list API; admin-only writes; soft delete by `{deleted: true}` (spec §7). */
export function catalogController<E extends ObjectLiteral & { id: string }, V>(
  resource: CatalogResource<E, V>,
): Type<unknown> {
  @ApiTags(resource.path)
  @Controller(resource.path)
  class CatalogController {
    constructor(readonly db: DataSource) {}

    base() {
      const qb = this.db.getRepository(resource.entity).createQueryBuilder(resource.alias);
      return resource.query ? resource.query(qb) : qb;
    }

    async one(id: string): Promise<E> {
      const entity = await this.base()
        .where(`${resource.alias}.id = :id`, { id: parseId(id, resource.noun) })
        .getOne();
      if (!entity) throw notFound(resource.noun);
      return entity;
    }

    @Get()
    list(@Query() query: Record<string, unknown>) {
      return runList(this.base(), resource.list, query, resource.toView);
    }

    @Get(':id')
    async get(@Param('id') id: string) {
      return resource.toView(await this.one(id));
    }

    @Post()
    @Roles(...ROUTE_ROLES.admin)
    async create(@Body() body: unknown) {
      const values = parse(resource.createSchema, body);
      await resource.check?.(this.db, values);
      const repo = this.db.getRepository(resource.entity);
      const saved = await repo.save(repo.create(values as E)).catch((e) => dbConflict(e, resource.noun));
      return resource.toView(await this.one(saved.id));
    }

    @Put(':id')
    @Roles(...ROUTE_ROLES.admin)
    async update(@Param('id') id: string, @Body() body: unknown) {
      const entity = await this.one(id);
      const values = parse(resource.updateSchema, body);
      await resource.check?.(this.db, values);
      if (Object.keys(values).length > 0) {
        await this.db
          .getRepository(resource.entity)
          .update(entity.id, values as never)
          .catch((e) => dbConflict(e, resource.noun));
      }
      return resource.toView(await this.one(id));
    }

    @Delete(':id')
    @HttpCode(204)
    @Roles(...ROUTE_ROLES.admin)
    async remove(@Param('id') id: string): Promise<void> {
      const entity = await this.one(id);
      await this.db
        .getRepository(resource.entity)
        .delete(entity.id)
        .catch((e) => dbConflict(e, resource.noun));
    }
  }
  Object.defineProperty(CatalogController, 'name', {
    value: `${resource.noun.replace(/\s/g, '')}Controller`,
  });
  return CatalogController;
}
