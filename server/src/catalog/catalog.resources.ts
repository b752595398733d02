import type { z } from 'zod';
import {
  clubsContract,
  weaponsContract,
  weaponTypesContract,
  zonesContract,
} from '@hema/shared/contracts/catalog';
import { badRequest } from '../common/app-error.js';
import type { ListField } from '../common/list.js';
import { Club } from './club.entity.js';
import type { CatalogResource } from './catalog-resource.js';
import { Weapon } from './weapon.entity.js';
import { WeaponType } from './weapon-type.entity.js';
import { Zone } from './zone.entity.js';

const common = (alias: string): Record<string, ListField> => ({
  _id: { column: `${alias}.id`, type: 'id', sortable: true, filterable: true },
  title: { column: `${alias}.title`, type: 'text', sortable: true, filterable: true },
  deleted: { column: `${alias}.deleted`, type: 'boolean', filterable: true },
  createdAt: { column: `${alias}.createdAt`, type: 'date', sortable: true, filterable: true },
});

const stamps = (e: { deleted: boolean; createdAt: Date; updatedAt: Date }) => ({
  deleted: e.deleted,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

/** Infers the contract's schemas, so `toView` is checked against the contract's item. */
const resource = <E extends { id: string }, T extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  r: CatalogResource<E, T, C, U>,
) => r;

export const clubs = resource({
  contract: clubsContract,
  tag: 'clubs',
  noun: 'Club',
  entity: Club,
  alias: 'club',
  list: {
    resource: 'clubs',
    fields: {
      ...common('club'),
      country: { column: 'club.country', type: 'text', sortable: true, filterable: true },
      city: { column: 'club.city', type: 'text', sortable: true, filterable: true },
    },
    defaultSort: 'title',
    selectTitle: 'title',
    softDeleteField: 'deleted',
  },
  toView: (c) => ({
    _id: c.id,
    title: c.title,
    country: c.country,
    city: c.city,
    ...stamps(c),
  }),
});

export const zones = resource({
  contract: zonesContract,
  tag: 'zones',
  noun: 'Zone',
  entity: Zone,
  alias: 'zone',
  list: {
    resource: 'zones',
    fields: {
      ...common('zone'),
      slug: { column: 'zone.slug', type: 'text', sortable: true, filterable: true },
      isInRussia: { column: 'zone.isInRussia', type: 'boolean', sortable: true, filterable: true },
    },
    defaultSort: 'title',
    selectTitle: 'title',
    softDeleteField: 'deleted',
  },
  toView: (z) => ({
    _id: z.id,
    slug: z.slug,
    title: z.title,
    description: z.description,
    isInRussia: z.isInRussia,
    ...stamps(z),
  }),
});

export const weaponTypes = resource({
  contract: weaponTypesContract,
  tag: 'weapon-types',
  noun: 'Weapon type',
  entity: WeaponType,
  alias: 'weaponType',
  list: {
    resource: 'weapon-types',
    fields: common('weaponType'),
    defaultSort: 'title',
    selectTitle: 'title',
    softDeleteField: 'deleted',
  },
  toView: (t) => ({ _id: t.id, title: t.title, ...stamps(t) }),
});

export const weapons = resource({
  contract: weaponsContract,
  tag: 'weapons',
  noun: 'Weapon',
  entity: Weapon,
  alias: 'weapon',
  query: (qb) => qb.leftJoinAndSelect('weapon.weaponType', 'weaponType'),
  list: {
    resource: 'weapons',
    fields: {
      ...common('weapon'),
      weaponType: { column: 'weapon.weaponTypeId', type: 'id', filterable: true },
      weaponTypeTitle: { column: 'weaponType.title', type: 'text', sortable: true, filterable: true },
    },
    defaultSort: 'title',
    selectTitle: 'title',
    softDeleteField: 'deleted',
  },
  toView: (w) => ({
    _id: w.id,
    title: w.title,
    type: w.weaponType ? { _id: w.weaponType.id, title: w.weaponType.title } : null,
    ...stamps(w),
  }),
  check: async (db, values) => {
    if (
      values.weaponTypeId &&
      !(await db.getRepository(WeaponType).exists({ where: { id: values.weaponTypeId } }))
    ) {
      throw badRequest('weaponTypeId: Weapon type not found', 'validation', {
        weaponTypeId: 'Weapon type not found',
      });
    }
  },
});
