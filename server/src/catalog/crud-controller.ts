import { Controller, Param, type Type } from '@nestjs/common';
import type { ObjectLiteral } from 'typeorm';
import type { z } from 'zod';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { CurrentUser } from '../common/current-user.decorator.js';
import { forbidden, unauthorized } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { LICENSE_EXPIRED_MESSAGE } from '../common/tournament-access.js';
import type { SessionUser } from '../common/session-user.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { CatalogRecords } from './catalog-records.js';
import type { CatalogResource } from './catalog-resource.js';

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
    constructor(readonly records: CatalogRecords) {}

    @Endpoint(contract.list, tag)
    list(@ValidQuery() query: ListQueryParams): Promise<ResponseOf<typeof contract.list>> {
      return this.records.list(resource, query, resource.toView);
    }

    @Endpoint(contract.get, tag)
    async get(@Param('id') id: string): Promise<z.input<T>> {
      return resource.toView(await this.records.one(resource, id));
    }

    @Endpoint(contract.create, tag)
    async create(@ValidBody() values: z.output<C>, @CurrentUser() user?: SessionUser): Promise<z.input<T>> {
      assertMayWrite(user, values as object, resource.noun);
      return resource.toView(await this.records.create(resource, values));
    }

    @Endpoint(contract.update, tag)
    async update(
      @Param('id') id: string,
      @ValidBody() values: z.output<U>,
      @CurrentUser() user?: SessionUser,
    ): Promise<z.input<T>> {
      assertMayWrite(user, values as object, resource.noun);
      return resource.toView(await this.records.update(resource, id, values));
    }

    @Endpoint(contract.remove, tag)
    remove(@Param('id') id: string): Promise<void> {
      return this.records.remove(resource, id);
    }
  }
  Object.defineProperty(CatalogController, 'name', {
    value: `${resource.noun.replace(/\s/g, '')}Controller`,
  });
  return CatalogController;
}
