import type { Type } from '@nestjs/common';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import type { CatalogContract } from '@hema/shared/contracts/catalog';
import type { ListDefinition } from '../common/list.js';

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
