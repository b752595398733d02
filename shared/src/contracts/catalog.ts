import { z } from 'zod';
import { ROUTE_ROLES, type Role } from '../auth/roles.js';
import { MESSAGES } from '../schemas/auth.js';
import { endpoint, noContent, type Endpoint } from './endpoint.js';
import { listEndpoint, type ListEndpoint } from './list.js';

/**
 * The catalog (clubs, zones, weapons, weapon types): public reads with the list query, admin-only writes, removal
 * by DELETE or by `{deleted: true}` (spec §7 "Delete"). The four resources have the same five endpoints.
 */

const title = z.string().trim().min(1, MESSAGES.required).max(200);
const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, MESSAGES.country)
  .transform((v) => v.toUpperCase())
  .nullable();
const stamps = { deleted: z.boolean(), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() };
const removable = { deleted: z.boolean().optional() };

export const clubSchema = z.object({
  _id: z.string(),
  title: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  ...stamps,
});
export const clubFields = z.object({
  title,
  country: country.optional(),
  city: z.string().trim().max(100).nullable().optional(),
});

/** Spec §3 Zone; slug W is the default world zone. */
export const zoneSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  isInRussia: z.boolean(),
  ...stamps,
});
const zoneFields = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Slug may contain letters, digits, - and _ (up to 32)'),
  title,
  description: z.string().max(5000).optional(),
  isInRussia: z.boolean().optional(),
});

export const weaponTypeSchema = z.object({ _id: z.string(), title: z.string(), ...stamps });
const weaponTypeFields = z.object({ title });

export const weaponSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.object({ _id: z.string(), title: z.string() }).nullable(),
  ...stamps,
});
const weaponFields = z.object({ title, weaponTypeId: z.uuid(MESSAGES.uuid) });

const idParams = z.object({ id: z.string() });

type ItemParams = typeof idParams;
type NoParams = z.ZodObject<Record<string, never>>;

/** The five endpoints of one catalog resource. */
export interface CatalogContract<T extends z.ZodType, C extends z.ZodType, U extends z.ZodType> {
  list: ListEndpoint<T, NoParams>;
  get: Endpoint<ItemParams, NoParams, z.ZodUndefined, T>;
  create: Endpoint<NoParams, NoParams, C, T>;
  update: Endpoint<ItemParams, NoParams, U, T>;
  remove: Endpoint<ItemParams, NoParams, z.ZodUndefined, typeof noContent>;
}

function catalogResource<T extends z.ZodObject, C extends z.ZodObject>(
  path: string,
  plural: string,
  singular: string,
  item: T,
  fields: C,
  /** Who may create and change records (removal stays with admins). */
  writers: readonly Role[] = ROUTE_ROLES.admin,
) {
  const admin = ROUTE_ROLES.admin;
  const by = writers === admin ? 'admins' : 'active organizers and admins; only admins remove';
  const update = fields.partial().extend(removable).strict();
  const contract = {
    list: listEndpoint({ id: `${plural}.list`, path, summary: `${singular}s, with the list query.`, item }),
    get: endpoint({
      id: `${plural}.get`,
      method: 'GET',
      path: `${path}/:id`,
      summary: `One ${singular.toLowerCase()}.`,
      params: idParams,
      response: item,
    }),
    create: endpoint({
      id: `${plural}.create`,
      method: 'POST',
      path,
      summary: `Creates a ${singular.toLowerCase()} (${by}).`,
      roles: writers,
      body: fields,
      response: item,
      status: 201,
    }),
    update: endpoint({
      id: `${plural}.update`,
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Changes a ${singular.toLowerCase()}; \`{deleted: true}\` removes it softly (${by}).`,
      roles: writers,
      params: idParams,
      body: update,
      response: item,
    }),
    remove: endpoint({
      id: `${plural}.remove`,
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Deletes a ${singular.toLowerCase()} that nothing refers to (admins).`,
      roles: admin,
      params: idParams,
      response: noContent,
      status: 204,
    }),
  };
  return contract satisfies CatalogContract<T, C, typeof update>;
}

/** Active non-trial organizers create and edit clubs too (spec §2 /organizer/clubs). */
export const clubsContract = catalogResource(
  '/clubs',
  'clubs',
  'Club',
  clubSchema,
  clubFields,
  ROUTE_ROLES.organizerManagement,
);
export const zonesContract = catalogResource('/zones', 'zones', 'Zone', zoneSchema, zoneFields);
export const weaponTypesContract = catalogResource(
  '/weapon-types',
  'weaponTypes',
  'Weapon type',
  weaponTypeSchema,
  weaponTypeFields,
);
export const weaponsContract = catalogResource('/weapons', 'weapons', 'Weapon', weaponSchema, weaponFields);
