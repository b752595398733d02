import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral } from 'typeorm';
import type { z } from 'zod';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { conflict, notFound } from '../common/app-error.js';
import { isInUseViolation, isUniqueViolation } from '../common/database-errors.js';
import { runList } from '../common/list.js';
import { parseId } from '../common/validation.js';
import { EventBus } from '../events/event-bus.js';
import type { CatalogResource } from './catalog-resource.js';

type AnyResource<E extends ObjectLiteral> = CatalogResource<E, z.ZodType, z.ZodType, z.ZodType>;

function dbConflict(error: unknown, noun: string): never {
  if (isUniqueViolation(error))
    throw conflict(`A ${noun.toLowerCase()} with this title already exists`, 'catalog/duplicate');
  // 23503 on Postgres 15, 23001 (restrict_violation) on Postgres 18 / PGlite for the RESTRICT references.
  if (isInUseViolation(error)) {
    throw conflict(
      `This ${noun.toLowerCase()} is in use and cannot be removed; mark it deleted instead`,
      'catalog/in-use',
    );
  }
  throw error;
}

/** The catalog's rows (clubs, zones, weapons, weapon types): the one place their controllers read and write them. */
@Injectable()
export class CatalogRecords {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus,
  ) {}

  private base<E extends ObjectLiteral>(resource: AnyResource<E>) {
    const qb = this.db.getRepository(resource.entity).createQueryBuilder(resource.alias);
    return resource.query ? resource.query(qb) : qb;
  }

  list<E extends ObjectLiteral, V>(
    resource: AnyResource<E>,
    query: ListQueryParams,
    toView: (entity: E) => V,
  ) {
    return runList(this.base(resource), resource.list, query, toView);
  }

  async one<E extends ObjectLiteral>(resource: AnyResource<E>, id: string): Promise<E> {
    const entity = await this.base(resource)
      .where(`${resource.alias}.id = :id`, { id: parseId(id, resource.noun) })
      .getOne();
    if (!entity) throw notFound(resource.noun);
    return entity;
  }

  async create<E extends ObjectLiteral & { id: string }>(
    resource: AnyResource<E>,
    values: unknown,
  ): Promise<E> {
    await resource.check?.(this.db, values);
    const repo = this.db.getRepository(resource.entity);
    const saved = await repo.save(repo.create(values as E)).catch((e) => dbConflict(e, resource.noun));
    return this.one(resource, saved.id);
  }

  async update<E extends ObjectLiteral & { id: string }>(
    resource: AnyResource<E>,
    id: string,
    values: unknown,
  ): Promise<E> {
    const entity = await this.one(resource, id);
    await resource.check?.(this.db, values);
    if (Object.keys(values as object).length > 0) {
      await this.db
        .getRepository(resource.entity)
        .update(entity.id, values as never)
        .catch((e) => dbConflict(e, resource.noun));
      // Names of clubs and weapons show in cached views of tournaments.
      await this.events.publish({ type: 'catalog.changed', entry: resource.noun, id: entity.id });
    }
    return this.one(resource, id);
  }

  async remove<E extends ObjectLiteral & { id: string }>(
    resource: AnyResource<E>,
    id: string,
  ): Promise<void> {
    const entity = await this.one(resource, id);
    await this.db
      .getRepository(resource.entity)
      .delete(entity.id)
      .catch((e) => dbConflict(e, resource.noun));
    await this.events.publish({ type: 'catalog.changed', entry: resource.noun, id: entity.id });
  }
}
