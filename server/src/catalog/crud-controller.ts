import { Controller, Param, type Type } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import type { CatalogContract } from '@hema/shared/contracts/catalog';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { CurrentUser } from '../common/current-user.decorator.js';
import { conflict, forbidden, notFound, unauthorized } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { isInUseViolation, isUniqueViolation } from '../common/database-errors.js';
import { LICENSE_EXPIRED_MESSAGE } from '../common/tournament-access.js';
import type { SessionUser } from '../common/session-user.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { runList, type ListDefinition } from '../common/list.js';
import { parseId } from '../common/validation.js';
import { EventBus } from '../events/event-bus.js';

/** What a catalog resource (clubs, zones, weapons, weapon types) declares; the controller is the same for all. */
export interface CatalogResource<
  E extends ObjectLiteral,
  T extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
> {
  contract: CatalogContract<T, C, U>;
  /** OpenAPI tag. */
  tag: string;
  /** Singular, for messages ("Club not found"). */
  noun: string;
  entity: Type<E>;
  alias: string;
  list: ListDefinition<E>;
  query?: (qb: SelectQueryBuilder<E>) => SelectQueryBuilder<E>;
  /** The answer's item: typed by the contract, so a view that drifts does not compile. */
  toView: (entity: E) => z.input<T>;
  /** Checks that need the database (e.g. a referenced weapon type exists). */
  check?: (db: DataSource, values: z.output<C> | z.output<U>) => Promise<void>;
}

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

/**
 * Where the contract lets organizers write (clubs): only while their licence runs, and never removal — neither
 * DELETE (admins only by role) nor `{deleted: true}`.
 */
function assertMayWrite(user: SessionUser | undefined, values: object, noun: string): void {
  if (!user) throw unauthorized();
  if (user.isAdmin) return;
  if (!user.isActiveOrganizer) throw forbidden(LICENSE_EXPIRED_MESSAGE, COMPETITION_ERRORS.licenseExpired);
  if ('deleted' in values) throw forbidden(`Only admins can remove a ${noun.toLowerCase()}`);
}

/** Public reads with the list API; writes as the contract's roles say; soft delete by `{deleted: true}` (spec §7). */
export function catalogController<
  E extends ObjectLiteral & { id: string },
  T extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(resource: CatalogResource<E, T, C, U>): Type<unknown> {
  const { contract, tag } = resource;

  @Controller()
  class CatalogController {
    constructor(
      readonly db: DataSource,
      readonly events: EventBus,
    ) {}

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

    @Endpoint(contract.list, tag)
    list(@ValidQuery() query: ListQueryParams): Promise<ResponseOf<typeof contract.list>> {
      return runList(this.base(), resource.list, query, resource.toView);
    }

    @Endpoint(contract.get, tag)
    async get(@Param('id') id: string): Promise<z.input<T>> {
      return resource.toView(await this.one(id));
    }

    @Endpoint(contract.create, tag)
    async create(@ValidBody() values: z.output<C>, @CurrentUser() user?: SessionUser): Promise<z.input<T>> {
      assertMayWrite(user, values as object, resource.noun);
      await resource.check?.(this.db, values);
      const repo = this.db.getRepository(resource.entity);
      const saved = await repo.save(repo.create(values as E)).catch((e) => dbConflict(e, resource.noun));
      return resource.toView(await this.one(saved.id));
    }

    @Endpoint(contract.update, tag)
    async update(
      @Param('id') id: string,
      @ValidBody() values: z.output<U>,
      @CurrentUser() user?: SessionUser,
    ): Promise<z.input<T>> {
      assertMayWrite(user, values as object, resource.noun);
      const entity = await this.one(id);
      await resource.check?.(this.db, values);
      if (Object.keys(values as object).length > 0) {
        await this.db
          .getRepository(resource.entity)
          .update(entity.id, values as never)
          .catch((e) => dbConflict(e, resource.noun));
        await this.events.publish({ type: 'catalog.changed', entry: resource.noun, id: entity.id });
      }
      return resource.toView(await this.one(id));
    }

    @Endpoint(contract.remove, tag)
    async remove(@Param('id') id: string): Promise<void> {
      const entity = await this.one(id);
      await this.db
        .getRepository(resource.entity)
        .delete(entity.id)
        .catch((e) => dbConflict(e, resource.noun));
      await this.events.publish({ type: 'catalog.changed', entry: resource.noun, id: entity.id });
    }
  }
  Object.defineProperty(CatalogController, 'name', {
    value: `${resource.noun.replace(/\s/g, '')}Controller`,
  });
  return CatalogController;
}
