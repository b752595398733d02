import { z } from 'zod';
import { ROLES, ROUTE_ROLES } from '../auth/roles.js';
import type { ClusterOption } from '../rating/clusters.js';
import type { NominationResult, WeaponRating } from '../rating/summary.js';
import { emailSchema, MESSAGES } from '../schemas/auth.js';
import { clubRefSchema, licenseSchema } from './auth.js';
import { endpoint, noContent } from './endpoint.js';
import { listEndpoint } from './list.js';
import { intColumn } from '../schemas/bounds.js';
import { newFighterSchema } from './participants.js';

/**
 * Users as others see them (spec §3 "User (profile, as used in pop-up and lists)"): no e-mail. The role is there
 * only for those who manage users (admins, active organizers with users management): anyone else could list the
 * admins with it (docs/decisions.md "Who sees what of an account").
 */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  club: clubRefSchema.nullable(),
  role: z.enum(ROLES).optional(),
  deleted: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** What only admins see of an account. */
export const accountFieldsSchema = z.object({
  /** Null for a fighter entered by an organizer, who has no account to sign in with. */
  email: z.string().nullable(),
  license: licenseSchema,
  tester: z.boolean(),
  /** Zone ids. */
  zones: z.array(z.string()),
});

/** A user in lists and profiles: the account fields are present only when an admin asks. */
export const userListItemSchema = publicUserSchema.extend(accountFieldsSchema.partial().shape);

/** A user as an admin edits them. */
export const managedUserSchema = publicUserSchema.extend({
  ...accountFieldsSchema.shape,
  role: z.enum(ROLES),
});

/**
 * A deleted account whose e-mail an admin released gets this address instead, so the person can register again
 * with theirs. `.invalid` is reserved (RFC 2606): no mail goes there and nobody owns it.
 */
export const RELEASED_EMAIL_DOMAIN = 'released.invalid';
export const releasedEmail = (userId: string) => `${userId}@${RELEASED_EMAIL_DOMAIN}`;
export const isReleasedEmail = (email: string | undefined | null) =>
  !!email && email.endsWith(`@${RELEASED_EMAIL_DOMAIN}`);

/** A zone as results and ratings carry it: its id, or the zone itself. */
const zoneRefSchema = z.union([z.string(), z.object({ _id: z.string() })]).nullable();

const clusterOptionSchema = z.object({
  uid: z.string(),
  tags: z.array(z.string()),
  color: z.string(),
  label: z.string(),
  pro: z.number(),
  con: z.number(),
}) satisfies z.ZodType<ClusterOption>;

const clusterSchema = z.object({
  type: z.string(),
  subtype: z.string().nullable(),
  options: z.array(clusterOptionSchema),
});

const nominationResultSchema = z.object({
  nomination: z
    .object({ weapon: z.object({ _id: z.string(), title: z.string().optional() }).nullable() })
    .nullable(),
  zone: zoneRefSchema,
  fights: intColumn(),
  place: intColumn(1).nullable(),
  results: z.object({
    wins: intColumn(),
    loss: intColumn(),
    draws: intColumn(),
    nowins: intColumn(),
  }),
  tournamentDate: z.string().nullish(),
}) satisfies z.ZodType<NominationResult>;

const weaponRatingSchema = z.object({
  _id: z.string(),
  weapon: z.object({ _id: z.string(), title: z.string() }),
  rank: z.number().nullable(),
  /** Glicko-2 r and RD; the rating shown is r − 2·RD (rating/the-rating.ts). */
  rating: z.number().nullable(),
  rd: z.number().nullable(),
  zone: zoneRefSchema,
  lastNomination: z.object({ tournament: z.object({ dateStart: z.string().nullish() }).nullish() }).nullish(),
}) satisfies z.ZodType<WeaponRating>;

const refWithName = z.object({ _id: z.string(), name: z.string() });
const weaponRefSchema = z.object({ _id: z.string(), title: z.string() });

/** A fighter's weapon rating after each tournament they were rated in (the user page's graph). */
export const ratingHistorySchema = z.object({
  weapon: weaponRefSchema,
  zone: z.string(),
  points: z.array(
    z.object({
      date: z.string(),
      tournament: z.object({ _id: z.string(), title: z.string() }),
      rating: z.number(),
      rd: z.number(),
    }),
  ),
});

/** GET /users/{id}/analytics: the fighter's clusters (the weapon badge) and rating history. */
export const userAnalyticsSchema = z.object({
  clusters: z.array(clusterSchema),
  ratingHistory: z.array(ratingHistorySchema),
});

const recordShape = { fights: intColumn(), wins: intColumn(), losses: intColumn(), draws: intColumn() };

/** One weapon of GET /users/{id}/fights: the record, points, doubles, strongest opponents, head-to-head. */
export const weaponFightStatsSchema = z.object({
  weapon: weaponRefSchema,
  ...recordShape,
  /** Fights that both lost (or both won): no win for either. */
  nowins: intColumn(),
  pointsFor: intColumn(),
  pointsAgainst: intColumn(),
  doubles: intColumn(),
  /**
   * Opponents by their current world rating in the weapon (r − 2·RD, as the lists rank), best first, with the
   * fighter's record against them; `rating` and `rd` are Glicko-2 r and RD.
   */
  strongestOpponents: z.array(
    z.object({ fighter: refWithName, rating: z.number(), rd: z.number(), ...recordShape }),
  ),
  /** The opponents met most often. */
  headToHead: z.array(z.object({ fighter: refWithName, ...recordShape })),
});

export const userFightStatsSchema = z.object({ weapons: z.array(weaponFightStatsSchema) });

/** GET /users/{id}: the profile the pop-up and the user page show (spec §3, §7). */
export const userProfileSchema = userListItemSchema.extend({
  analytics: z.object({ clusters: z.array(clusterSchema) }),
  nominationsResults: z.array(nominationResultSchema),
  weaponsRating: z.array(weaponRatingSchema),
});

const uuid = z.uuid(MESSAGES.uuid);
const dateOrNull = z.iso
  .datetime({ offset: true })
  .nullable()
  .transform((v) => (v ? new Date(v) : null));

/** What an admin may change on a user; every field optional, unknown ones refused. */
export const userUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, MESSAGES.required).max(100),
    lastName: z.string().trim().min(1, MESSAGES.required).max(100),
    middleName: z.string().trim().max(100).nullable(),
    role: z.enum(ROLES),
    licenseFrom: dateOrNull,
    licenseTill: dateOrNull,
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, MESSAGES.country)
      .transform((v) => v.toUpperCase())
      .nullable(),
    city: z.string().trim().max(100).nullable(),
    clubId: uuid.nullable(),
    zones: z.array(uuid).max(50),
    tester: z.boolean(),
    favouriteWeapons: z.array(uuid).max(50),
    deleted: z.boolean(),
  })
  .partial()
  .strict();

/** Restoring a deleted account; a new e-mail is needed when its own was released. */
export const userRestoreSchema = z.object({ email: emailSchema.optional() }).strict().optional();

/** What an organizer (not an admin) may change on a fighter's profile (spec §2 /organizer/users). */
export const ORGANIZER_EDITABLE_USER_FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'country',
  'city',
  'clubId',
] as const satisfies readonly (keyof z.input<typeof userUpdateSchema>)[];

/** An id, or a username (profile links use /users/{username}, spec §2). */
const userKeyParams = z.object({ key: z.string() });
const userIdParams = z.object({ id: z.string() });

export const usersContract = {
  list: listEndpoint({
    id: 'users.list',
    path: '/users',
    summary:
      'Users, with the list query (spec §7). Role (field, filter, sort) for admins and active organizers who manage users; deleted accounts, e-mail, license, tester flag and zones for admins only.',
    item: userListItemSchema,
  }),
  get: endpoint({
    id: 'users.get',
    method: 'GET',
    path: '/users/:key',
    summary:
      'A user by id or username, with results, ratings and analytics. Admins also get the account fields and deleted accounts.',
    params: userKeyParams,
    response: userProfileSchema,
  }),
  create: endpoint({
    id: 'users.create',
    method: 'POST',
    path: '/users',
    summary:
      'Adds a fighter without an account to sign in with (active organizers and admins): first and last name, a club or a new club.',
    roles: ROUTE_ROLES.organizerManagement,
    body: newFighterSchema,
    response: userListItemSchema,
    status: 201,
  }),
  update: endpoint({
    id: 'users.update',
    method: 'PUT',
    path: '/users/:id',
    summary:
      "Changes a user. Admins change anything (the last admin keeps the role, nobody takes away their own: 409); active organizers only an ordinary user's name, place and club.",
    roles: ROUTE_ROLES.organizerManagement,
    params: userIdParams,
    body: userUpdateSchema,
    response: userListItemSchema,
  }),
  remove: endpoint({
    id: 'users.remove',
    method: 'DELETE',
    path: '/users/:id',
    summary: 'Marks a user deleted (results keep referring to them); never the last admin (409).',
    roles: ROUTE_ROLES.admin,
    params: userIdParams,
    response: noContent,
    status: 204,
  }),
  restore: endpoint({
    id: 'users.restore',
    method: 'POST',
    path: '/users/:id/restore',
    summary:
      'Brings back a deleted account (admins); one whose e-mail was released needs a new e-mail in the body.',
    roles: ROUTE_ROLES.admin,
    params: userIdParams,
    body: userRestoreSchema,
    response: managedUserSchema,
    status: 200,
  }),
  analytics: endpoint({
    id: 'users.analytics',
    method: 'GET',
    path: '/users/:key/analytics',
    summary:
      "A fighter's analytics: the personal weapon cluster (share of their rated fights per weapon) and their weapon ratings after each tournament, per weapon and zone.",
    params: userKeyParams,
    response: userAnalyticsSchema,
  }),
  fights: endpoint({
    id: 'users.fights',
    method: 'GET',
    path: '/users/:key/fights',
    summary:
      "A fighter's fights in finished tournaments per weapon: record, points for and against, doubles, strongest opponents and head-to-head.",
    params: userKeyParams,
    response: userFightStatsSchema,
  }),
  releaseEmail: endpoint({
    id: 'users.releaseEmail',
    method: 'POST',
    path: '/users/:id/release-email',
    summary:
      "Frees a deleted account's e-mail so its owner can register again (admins); the account keeps its results.",
    roles: ROUTE_ROLES.admin,
    params: userIdParams,
    response: managedUserSchema,
    status: 200,
  }),
};
