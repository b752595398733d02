import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { ACHIEVEMENT_KINDS, ACHIEVEMENT_RULE_TYPES } from '../rating/achievement-rules.js';
import { intColumn } from '../schemas/bounds.js';
import { endpoint, noContent } from './endpoint.js';
import { idParams, refSchema, requiredText, text, uuid } from './fields.js';
import { listEndpoint } from './list.js';

/**
 * Achievements (spec §1, §2, §5): admins define them from the rule types the code knows; the results job awards
 * them after every finished tournament; the achievements pages and user pages show who holds them.
 */

/** Icons an achievement may show (the client draws each). */
export const ACHIEVEMENT_ICONS = [
  'medal',
  'trophy',
  'flame',
  'target',
  'star',
  'shield',
  'crown',
  'swords',
] as const;

export const ruleParamsSchema = z.object({
  count: intColumn(1, 1000),
  bestPlace: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  ratingGap: intColumn(0, 3000),
});

export const achievementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.enum(ACHIEVEMENT_ICONS),
  kind: z.enum(ACHIEVEMENT_KINDS),
  rule: z.enum(ACHIEVEMENT_RULE_TYPES),
  params: ruleParamsSchema,
  /** Only tournaments of this zone count; null: every zone. */
  zone: refSchema.nullable(),
  /** Fighters holding it (a seasonal one counts each fighter once, whatever the seasons). */
  holders: intColumn(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Achievement = z.output<typeof achievementSchema>;

export const achievementFieldsSchema = z.object({
  title: requiredText(120),
  description: text(1000).default(''),
  icon: z.enum(ACHIEVEMENT_ICONS),
  kind: z.enum(ACHIEVEMENT_KINDS),
  rule: z.enum(ACHIEVEMENT_RULE_TYPES),
  params: ruleParamsSchema,
  zoneId: uuid.nullable().default(null),
});

const holderSchema = z.object({
  user: z.object({ _id: z.string(), name: z.string(), username: z.string() }),
  /** The season (year) of a seasonal award; null for a permanent one. */
  season: z.string().nullable(),
  awardedAt: z.string(),
});

export const achievementsQuerySchema = z.object({
  kind: z.enum(ACHIEVEMENT_KINDS),
  /** A zone id: achievements of that zone and those of every zone; absent: all of them. */
  zone: z.string().max(100).optional(),
});

export const userAchievementsQuerySchema = z.object({ zone: z.string().max(100).optional() });

const admin = ROUTE_ROLES.admin;

export const achievementsContract = {
  holders: endpoint({
    id: 'achievements.holders',
    method: 'GET',
    path: '/achievements',
    summary:
      'Seasonal or permanent achievements with who holds each (seasonal ones per season, newest first), optionally of one zone',
    query: achievementsQuerySchema,
    response: z.object({
      items: z.array(achievementSchema.extend({ awards: z.array(holderSchema) })),
    }),
  }),
  user: endpoint({
    id: 'achievements.user',
    method: 'GET',
    path: '/users/:id/achievements',
    summary: "A user's achievements, optionally of one zone (spec §7 `zone` query)",
    params: idParams,
    query: userAchievementsQuerySchema,
    response: z.object({
      items: z.array(
        z.object({
          achievement: achievementSchema.omit({ holders: true, createdAt: true, updatedAt: true }),
          season: z.string().nullable(),
          awardedAt: z.string(),
        }),
      ),
    }),
  }),
  list: listEndpoint({
    id: 'achievements.list',
    path: '/admin/achievements',
    summary: 'Achievement definitions, with the list query (admins).',
    roles: admin,
    item: achievementSchema,
  }),
  get: endpoint({
    id: 'achievements.get',
    method: 'GET',
    path: '/admin/achievements/:id',
    summary: 'One achievement definition (admins).',
    roles: admin,
    params: idParams,
    response: achievementSchema,
  }),
  create: endpoint({
    id: 'achievements.create',
    method: 'POST',
    path: '/admin/achievements',
    summary: 'Defines an achievement; the results job awards it in the background (admins).',
    roles: admin,
    body: achievementFieldsSchema,
    response: achievementSchema,
    status: 201,
  }),
  update: endpoint({
    id: 'achievements.update',
    method: 'PUT',
    path: '/admin/achievements/:id',
    summary: 'Changes an achievement definition; the results job awards it again (admins).',
    roles: admin,
    params: idParams,
    body: achievementFieldsSchema,
    response: achievementSchema,
  }),
  remove: endpoint({
    id: 'achievements.remove',
    method: 'DELETE',
    path: '/admin/achievements/:id',
    summary: 'Deletes an achievement definition and its awards (admins).',
    roles: admin,
    params: idParams,
    response: noContent,
    status: 204,
  }),
} as const;
