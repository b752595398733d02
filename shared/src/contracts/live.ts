import { z } from 'zod';
import { fightCommandSchema, LIVE_NAMESPACE, subscribeSchema } from '../realtime/protocol.js';
import {
  MAX_ROOMS_PER_SOCKET,
  MAX_ROOMS_PER_SUBSCRIBE,
  SUBSCRIBE_REFUSALS,
  type SubscribeRefusal,
} from '../realtime/live-limits.js';
import { fightCommandAnswerSchema, fightStateSchema } from './fights.js';
import { ANNOUNCEMENT_AUDIENCES, announcementSchema } from './announcements.js';
import { intColumn } from '../schemas/bounds.js';
import { panelCallInputSchema } from '../fight/panel.js';
import { panelCallViewSchema } from './panel.js';

/**
 * The socket events of the live namespace (architecture.md §6) as contracts: who sends each, its payload and its
 * acknowledgment. docs/api.md describes them; the server validates what clients send with these schemas.
 */
export interface SocketEventContract {
  /** `client` events are sent by browsers (with an acknowledgment), `server` events are pushed. */
  from: 'client' | 'server';
  summary: string;
  payload: z.ZodType;
  ack?: z.ZodType;
  /** Who may send it: anyone on the namespace, or a signed-in organizer of the fight's tournament. */
  auth?: string;
}

const subscribeRefusalSchema = z.enum(
  Object.values(SUBSCRIBE_REFUSALS) as [SubscribeRefusal, ...SubscribeRefusal[]],
);

export const subscribeAnswerSchema = z.object({
  ok: z.boolean(),
  reason: subscribeRefusalSchema.optional(),
  retryAfterMs: z.number().int().optional(),
  rooms: z.array(z.string()),
  refused: z.record(z.string(), subscribeRefusalSchema).optional(),
  states: z.array(fightStateSchema),
  members: z.record(z.string(), z.array(z.string())),
  serverTime: z.number(),
  message: z.string().optional(),
});

export const fightRemovedSchema = z.object({
  fightId: z.string(),
  version: intColumn(),
  serverTime: z.number(),
});

export const unsubscribeSchema = z.object({
  rooms: z.array(z.string().max(80)).max(MAX_ROOMS_PER_SOCKET),
});

export const unsubscribeAnswerSchema = z.object({
  ok: z.boolean(),
  reason: subscribeRefusalSchema.optional(),
  retryAfterMs: z.number().int().optional(),
});

export const LIVE_EVENTS = {
  'fight:command': {
    from: 'client',
    summary:
      "A judge's key press. Applied once per commandId of its fight; every refusal is final with a typed reason, only `server/error` and `live/rate-limited` may be sent again.",
    payload: fightCommandSchema,
    ack: fightCommandAnswerSchema,
    auth: 'the token in the handshake `auth.token`: the organizer of the fight’s tournament (licence running), an admin, or a judge of the fight’s ring',
  },
  'panel:call': {
    from: 'client',
    summary:
      "A judge's call on an exchange at a ring's panel (the socket twin of `POST /panel/calls`, which judges' devices use): stored once per callId, a resend answers the stored call as `replayed`; a refusal carries the REST error's code as `reason`. Only `server/error` and `live/rate-limited` may be sent again.",
    payload: panelCallInputSchema,
    ack: z.union([
      z.object({ ok: z.literal(true), callId: z.string(), call: panelCallViewSchema, replayed: z.boolean() }),
      z.object({ ok: z.literal(false), callId: z.string(), reason: z.string(), message: z.string() }),
    ]),
    auth: "the token in the handshake `auth.token`: whoever sits at one of the ring's panel seats (a judge of the ring, its organizer or an admin)",
  },
  'live:subscribe': {
    from: 'client',
    summary: `Joins rooms (at most ${MAX_ROOMS_PER_SUBSCRIBE} per message, ${MAX_ROOMS_PER_SOCKET} per connection; a room of a tournament the caller may not see is refused, not joined, as is a ring's panel room for anyone but its judges, the organizer and admins) and answers every fight in them newer than the versions the client knows, plus each room’s membership.`,
    payload: subscribeSchema,
    ack: subscribeAnswerSchema,
  },
  'live:unsubscribe': {
    from: 'client',
    summary: 'Leaves rooms.',
    payload: unsubscribeSchema,
    ack: unsubscribeAnswerSchema,
  },
  'fight:state': {
    from: 'server',
    summary:
      'A fight changed: sent to the rooms it was in and is in now (a client drops it from a room it no longer belongs to).',
    payload: fightStateSchema,
  },
  'fight:removed': {
    from: 'server',
    summary: 'A fight was deleted (reset, regeneration): sent to the rooms it was in.',
    payload: fightRemovedSchema,
  },
  announcement: {
    from: 'server',
    summary:
      "An announcement was sent or withdrawn: sent to the tournament's `news:<id>` room. The text comes only with everyone's and categories' announcements; the judges read theirs through `announcements.current`.",
    payload: z.object({
      tournamentId: z.string(),
      announcementId: z.string(),
      audience: z.enum(ANNOUNCEMENT_AUDIENCES),
      nominationId: z.string().nullable(),
      withdrawn: z.boolean(),
      announcement: announcementSchema.nullable(),
    }),
  },
  'panel:changed': {
    from: 'server',
    summary:
      "A ring's judging panel changed (a seat, a judge's call, a director's decision): sent to the ring's `panel:<areaId>` room, which only the ring's judges, the tournament's organizer and admins may join. The pages read the panel again over REST.",
    payload: z.object({ areaId: z.string(), fightId: z.string().nullable() }),
  },
} as const satisfies Record<string, SocketEventContract>;

export { LIVE_NAMESPACE };
