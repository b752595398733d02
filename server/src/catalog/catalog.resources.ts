import { z } from 'zod';
import type { DataSource } from 'typeorm';
import { badRequest } from '../common/app-error.js';
import type { ListField } from '../common/list.js';
import { Club } from './club.entity.js';
import type { CatalogResource } from './crud-controller.js';
import { Weapon } from './weapon.entity.js';
import { WeaponType } from './weapon-type.entity.js';
import { Zone } from './zone.entity.js';

const title = z.string().trim().min(1, 'Field required').max(200);
const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
  .transform((v) => v.toUpperCase())
  .nullable();
const deleted = z.boolean();

const common = (alias: string): Record<string, ListField> => ({
  _id: { column: `${alias}.id`, type: 'id', sortable: true, filterable: true },
  title: { column: `${alias}.title`, type: 'text', sortable: true, filterable: true },
  deleted: { column: `${alias}.deleted`, type: 'boolean', filterable: true },
  createdAt: { column: `${alias}.createdAt`, type: 'date', sortable: true, filterable: true },
});

const stamps = (e: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

const clubFields = z.object({
  title,
  country: country.optional(),
  city: z.string().trim().max(100).nullable().optional(),
});
export const clubs: CatalogResource<Club, unknown> = {
  path: 'clubs',
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
    deleted: c.deleted,
    ...stamps(c),
  }),
  createSchema: clubFields,
  updateSchema: clubFields.partial().extend({ deleted: deleted.optional() }).strict(),
};

const zoneFields = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Slug may contain letters, digits, - and _ (up to 32)'),
  title,
  description: z.string().max(5000).optional(),
  isInRussia: z.boolean().optional(),
});
export const zones: CatalogResource<Zone, unknown> = {
  path: 'zones',
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
    deleted: z.deleted,
    ...stamps(z),
  }),
  createSchema: zoneFields,
  updateSchema: zoneFields.partial().extend({ deleted: deleted.optional() }).strict(),
};

const weaponTypeFields = z.object({ title });
export const weaponTypes: CatalogResource<WeaponType, unknown> = {
  path: 'weapon-types',
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
  toView: (t) => ({ _id: t.id, title: t.title, deleted: t.deleted, ...stamps(t) }),
  createSchema: weaponTypeFields,
  updateSchema: weaponTypeFields.partial().extend({ deleted: deleted.optional() }).strict(),
};

const weaponFields = z.object({ title, weaponTypeId: z.uuid('Invalid identifier') });
export const weapons: CatalogResource<Weapon, unknown> = {
  path: 'weapons',
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
    deleted: w.deleted,
    ...stamps(w),
  }),
  createSchema: weaponFields,
  updateSchema: weaponFields.partial().extend({ deleted: deleted.optional() }).strict(),
  check: async (db: DataSource, values) => {
    if (
      values.weaponTypeId &&
      !(await db.getRepository(WeaponType).exists({ where: { id: values.weaponTypeId } }))
    ) {
      throw badRequest('weaponTypeId: Weapon type not found', 'validation', {
        weaponTypeId: 'Weapon type not found',
      });
    }
  },
};
