import { z } from 'zod';
import { fightCommandSchema, LIVE_NAMESPACE, subscribeSchema } from '../realtime/protocol.js';
import { fightCommandAnswerSchema, fightStateSchema } from './fights.js';
import { intColumn } from '../schemas/bounds.js';

/**
 * The socket events of the live namespace (ARCHITECTURE §6) as contracts: who sends each, its payload and its
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

export const subscribeAnswerSchema = z.object({
  ok: z.boolean(),
  rooms: z.array(z.string()),
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

export const unsubscribeSchema = z.object({ rooms: z.array(z.string().max(80)).max(50) });

export const LIVE_EVENTS = {
  'fight:command': {
    from: 'client',
    summary:
      "A judge's key press. Applied once per commandId; every refusal is final with a typed reason, only `server/error` may be sent again.",
    payload: fightCommandSchema,
    ack: fightCommandAnswerSchema,
    auth: 'the token in the handshake `auth.token`: the organizer of the fight’s tournament or an admin',
  },
  'live:subscribe': {
    from: 'client',
    summary:
      'Joins rooms and answers every fight in them newer than the versions the client knows, plus each room’s membership.',
    payload: subscribeSchema,
    ack: subscribeAnswerSchema,
  },
  'live:unsubscribe': {
    from: 'client',
    summary: 'Leaves rooms.',
    payload: unsubscribeSchema,
    ack: z.object({ ok: z.boolean() }),
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
} as const satisfies Record<string, SocketEventContract>;

export { LIVE_NAMESPACE };
