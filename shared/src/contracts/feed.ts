import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { TOURNAMENT_STATUSES } from '../competition/tournament-status.js';
import { intColumn } from '../schemas/bounds.js';
import { areaSchema } from './areas.js';
import { endpoint } from './endpoint.js';
import { idParams, refSchema, requiredText, timestamp } from './fields.js';
import { fightStateSchema } from './fights.js';
import { listEndpoint } from './list.js';
import { standingsTableSchema } from './standings.js';

/**
 * The open live feed (issue 33 item 3): a read-only public API for third-party overlays, scoreboards and sites, under
 * its own versioned prefix so it can stay stable while the app's own API moves. Public tournaments only. A
 * Server-Sent Events stream of ring, fight and standings changes, resumable from a feed position, and REST reads
 * whose answers are the very shapes the stream carries. Keys are optional: they raise the rate limit and belong to
 * one tournament, whose organizer creates and revokes them. docs/api.md ("Open live feed") is the guide.
 */

/** The prefix of every public route, under the API base: `/api/public/v1/…`. */
export const PUBLIC_API_PREFIX = '/public/v1';

/** Header that carries an API key (EventSource cannot send headers: `?key=` does the same). */
export const API_KEY_HEADER = 'x-api-key';

/** A key as the organizer copies it: `hk_` and 43 url-safe characters (32 random bytes). */
export const API_KEY_PATTERN = /^hk_[A-Za-z0-9_-]{43}$/;

/** The characters of a key shown in the list, so an organizer tells keys apart without the secret. */
export const API_KEY_PREFIX_LENGTH = 10;

export const FEED_ERRORS = {
  /** The key is unknown or revoked. */
  badKey: 'feed/bad-key',
  /** The key belongs to another tournament. */
  otherTournament: 'feed/key-of-another-tournament',
  rateLimited: 'feed/rate-limited',
  badPosition: 'feed/bad-position',
  alreadyRevoked: 'api-key/already-revoked',
} as const;

/**
 * A feed position: the place of a message in the feed, increasing with every message of every tournament. Opaque to
 * clients (compare nothing, send the last one back); two numbers joined by `-`.
 */
export const feedPositionSchema = z
  .string()
  .max(40)
  .regex(/^\d{1,16}-\d{1,10}$/, 'A feed position is two numbers joined by "-" (the id of a feed message)');
export type FeedPosition = z.output<typeof feedPositionSchema>;

/** Orders two feed positions: negative when `a` came first. */
export function compareFeedPositions(a: string, b: string): number {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs !== bMs ? aMs - bMs : aSeq - bSeq;
}

/** A fight changed (scored, clock, moved to another ring) or was removed (`state: null`). */
export const feedFightSchema = z.object({
  type: z.literal('fight'),
  position: feedPositionSchema,
  tournamentId: z.string(),
  fightId: z.string(),
  /** The fight's version: keep a fight's newest version, drop an older one. */
  version: intColumn(),
  /** The rings the fight was on before and is on after the change (a ring it left learns it left). */
  rings: z.array(z.string()),
  /** The same shape as GET …/fights/{id}; null when the fight no longer exists. */
  state: fightStateSchema.nullable(),
});

/** A ring was created, renamed, reordered or removed (`ring: null`). */
export const feedRingSchema = z.object({
  type: z.literal('ring'),
  position: feedPositionSchema,
  tournamentId: z.string(),
  ringId: z.string(),
  ring: areaSchema.nullable(),
});

/** A category's standings changed (a fight's result appeared or changed, a stage was built). */
export const feedStandingsSchema = z.object({
  type: z.literal('standings'),
  position: feedPositionSchema,
  tournamentId: z.string(),
  categoryId: z.string(),
  /** The same shape as GET …/categories/{id}/standings. */
  standings: standingsTableSchema,
});

/**
 * The feed cannot continue from the position the client named (older than this replica keeps, or a gap after an
 * outage): fetch the state again over REST and reconnect without a position.
 */
export const feedResetSchema = z.object({
  type: z.literal('reset'),
  position: feedPositionSchema,
  reason: z.enum(['position-too-old', 'feed-interrupted', 'tournament-hidden']),
  message: z.string(),
});

/** The first message of every stream: where it starts. */
export const feedReadySchema = z.object({
  type: z.literal('ready'),
  position: feedPositionSchema,
  tournamentId: z.string(),
  ringId: z.string().nullable(),
  /** Whether the stream continues after the position the client named (else it starts now, after a snapshot). */
  resumed: z.boolean(),
});

export const feedMessageSchema = z.discriminatedUnion('type', [
  feedFightSchema,
  feedRingSchema,
  feedStandingsSchema,
  feedResetSchema,
  feedReadySchema,
]);
/** A message as the server writes it (its JSON). */
export type FeedMessage = z.input<typeof feedMessageSchema>;
export type FeedFight = z.input<typeof feedFightSchema>;
export type FeedRing = z.input<typeof feedRingSchema>;
export type FeedStandings = z.input<typeof feedStandingsSchema>;
/** A message that changes state (what the feed's buffer keeps). */
export type FeedChange = FeedFight | FeedRing | FeedStandings;

/** The public view of a tournament: what a client needs to find its rings' fights and categories' standings. */
export const publicTournamentSchema = z.object({
  _id: z.string(),
  idString: z.string(),
  title: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  dateStart: z.string(),
  dateEnd: z.string(),
  rings: z.array(areaSchema),
  categories: z.array(refSchema),
});
export type PublicTournament = z.input<typeof publicTournamentSchema>;

export const publicRingFightsSchema = z.object({
  ring: areaSchema,
  /** The ring's fights in ring order, each as the feed's `fight` messages carry it. */
  fights: z.array(fightStateSchema),
});
export type PublicRingFights = z.input<typeof publicRingFightsSchema>;

/** Every public read takes an optional key (`?key=` or the `X-Api-Key` header). */
const keyQuery = z.object({
  key: z.string().max(100).optional(),
});

export const feedQuerySchema = keyQuery.extend({
  /** Only this ring's fights and the ring itself (standings of every category still come). */
  ring: z.string().max(100).optional(),
  /** Continue after this position (the same as the `Last-Event-ID` header, which wins when both are sent). */
  from: feedPositionSchema.optional(),
});

/** An API key as its tournament's organizer sees it (never the secret). */
export const apiKeySchema = z.object({
  _id: z.string(),
  tournamentId: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: timestamp,
  revokedAt: timestamp.nullable(),
});
export type ApiKey = z.output<typeof apiKeySchema>;

export const createApiKeySchema = z
  .object({
    /** What the key is for ("Club stream overlay"). */
    name: requiredText(100),
    /**
     * Chosen by the client once per creation: a request sent again with it (a lost answer) creates nothing and
     * answers the key made first, without its secret (shown once only).
     */
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotencyKey must be 8–64 letters, digits, - or _')
      .optional(),
  })
  .strict();
export type CreateApiKey = z.input<typeof createApiKeySchema>;

export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** The whole key, in this answer only; null when the request repeated an earlier one's idempotency key. */
  secret: z.string().nullable(),
});
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;

const organizers = ROUTE_ROLES.organizer;
const keyParam = z.object({ key: z.string().max(100) });

export const feedContract = {
  feed: endpoint({
    id: 'feed.stream',
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/tournaments/:key/feed`,
    summary:
      'Server-Sent Events of a public tournament (or one ring): `ready`, then `fight`, `ring`, `standings` messages, each with its feed position as the event id; resumes after `Last-Event-ID` or `?from=`; `reset` when it cannot; a comment line every 15 s',
    params: keyParam,
    query: feedQuerySchema,
    response: feedMessageSchema,
    file: ['text/event-stream'],
  }),
  tournament: endpoint({
    id: 'feed.tournament',
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/tournaments/:key`,
    summary: 'A public tournament (id or address) with its rings and categories',
    params: keyParam,
    query: keyQuery,
    response: publicTournamentSchema,
  }),
  rings: endpoint({
    id: 'feed.rings',
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/tournaments/:key/rings`,
    summary: "A public tournament's rings",
    params: keyParam,
    query: keyQuery,
    response: z.object({ items: z.array(areaSchema) }),
  }),
  ringFights: endpoint({
    id: 'feed.ringFights',
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/rings/:id/fights`,
    summary: "A ring's fights in ring order, in the feed's shape",
    params: idParams,
    query: keyQuery,
    response: publicRingFightsSchema,
  }),
  fight: endpoint({
    id: 'feed.fight',
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/fights/:id`,
    summary: 'A fight, in the feed’s shape',
    params: idParams,
    query: keyQuery,
    response: fightStateSchema,
  }),
  standings: endpoint({
    id: 'feed.standings',
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/categories/:id/standings`,
    summary: "A category's standings, in the feed's shape",
    params: idParams,
    query: keyQuery,
    response: standingsTableSchema,
  }),
  listKeys: listEndpoint({
    id: 'apiKeys.list',
    path: '/tournaments/:id/api-keys',
    summary: "The tournament's API keys for the open feed, revoked ones too (its organizer and admins)",
    roles: organizers,
    params: idParams,
    item: apiKeySchema,
  }),
  createKey: endpoint({
    id: 'apiKeys.create',
    method: 'POST',
    path: '/tournaments/:id/api-keys',
    summary:
      'Creates an API key for the open feed of this tournament; the answer holds the key, shown this once',
    roles: organizers,
    params: idParams,
    body: createApiKeySchema,
    response: createdApiKeySchema,
    status: 201,
  }),
  revokeKey: endpoint({
    id: 'apiKeys.revoke',
    method: 'POST',
    path: '/api-keys/:id/revoke',
    summary: 'Revokes an API key: requests with it are refused from now on',
    roles: organizers,
    params: idParams,
    response: apiKeySchema,
    status: 200,
  }),
} as const;
