import { z } from 'zod';
import type { FightView } from '../fight/fight-engine.js';

/**
 * The live protocol (ARCHITECTURE §4, §6): one Socket.IO namespace, typed events, room names built here only.
 * Every state message carries the full small view and the fight's version, so a client that missed messages
 * just takes the newest one, and a reconnecting client resyncs by sending the versions it knows.
 */

export const LIVE_NAMESPACE = '/live';

export const ROOM_KINDS = ['fight', 'area', 'caption', 'nomination', 'tournament', 'fighter'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const room = {
  fight: (id: string) => `fight:${id}`,
  area: (id: string) => `area:${id}`,
  /** Stream caption overlays of a ring: updated before the big spectator broadcast. */
  caption: (id: string) => `caption:${id}`,
  nomination: (id: string) => `nomination:${id}`,
  tournament: (id: string) => `tournament:${id}`,
  fighter: (id: string) => `fighter:${id}`,
} satisfies Record<RoomKind, (id: string) => string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseRoom(name: string): { kind: RoomKind; id: string } | null {
  const [kind, id, ...rest] = name.split(':');
  if (rest.length > 0 || !ROOM_KINDS.includes(kind as RoomKind) || !UUID.test(id ?? '')) return null;
  return { kind: kind as RoomKind, id };
}

export interface LiveFighter {
  _id: string;
  name: string;
  club: string | null;
}

/** What every client receives about a fight. */
export interface FightState {
  fightId: string;
  version: number;
  tournamentId: string;
  nominationId: string;
  poolId: string;
  areaId: string | null;
  areaOrder: number | null;
  /** Title of the stage / pool the fight belongs to, e.g. "Pools 1 · Pool A". */
  stageTitle: string;
  fighter1: LiveFighter | null;
  fighter2: LiveFighter | null;
  view: FightView;
  /** Server time (epoch ms) when the message was built: clients render the clock from their offset to it. */
  serverTime: number;
}

export const fightCommandSchema = z.object({
  /** Chosen by the client once per key press; a replay with the same id is answered, never applied twice. */
  commandId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'commandId must be 8–64 letters, digits, - or _'),
  fightId: z.string().regex(UUID, 'fightId must be a fight id'),
  /** The version the judge saw; informative (counters apply on top of newer versions). */
  expectedVersion: z.number().int().min(0).optional(),
  /** A fight event (validated by the fight machine's schema). */
  event: z.record(z.string(), z.unknown()),
});
export type FightCommand = z.infer<typeof fightCommandSchema>;

export type FightCommandAnswer =
  | { ok: true; commandId: string; version: number; state: FightState; replayed: boolean }
  | {
      ok: false;
      commandId: string;
      /** Machine-readable: a fight refusal ('fight/not-running'…), 'command/invalid', 'auth/…', 'fight/not-found', 'conflict'. */
      reason: string;
      message: string;
      state?: FightState;
      replayed?: boolean;
    };

export const subscribeSchema = z.object({
  rooms: z.array(z.string().max(80)).min(1).max(50),
  /** fightId → version the client already has; newer states come back in the answer. */
  known: z.record(z.string(), z.number().int().min(0)).default({}),
});
export type SubscribeRequest = z.input<typeof subscribeSchema>;

export interface SubscribeAnswer {
  ok: boolean;
  rooms: string[];
  states: FightState[];
  serverTime: number;
  message?: string;
}

export interface ServerToClientEvents {
  'fight:state': (state: FightState) => void;
}

export interface ClientToServerEvents {
  'fight:command': (command: FightCommand, ack: (answer: FightCommandAnswer) => void) => void;
  'live:subscribe': (request: SubscribeRequest, ack: (answer: SubscribeAnswer) => void) => void;
  'live:unsubscribe': (request: { rooms: string[] }, ack?: (answer: { ok: boolean }) => void) => void;
}
