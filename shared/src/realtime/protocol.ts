import { z } from 'zod';
import type { GroupTitle } from '../competition/group-title.js';
import type { StageType } from '../domain-types.js';
import type { Announcement, AnnouncementAudience } from '../contracts/announcements.js';
import type { PanelCallView } from '../contracts/panel.js';
import type { PanelCallInput } from '../fight/panel.js';
import type { FightView } from '../fight/fight-engine.js';
import type { FighterColour } from '../ui-rules/fighter-colours.js';
import { fightEventSchema } from '../fight/events.js';
import type { RefusalReason } from './refusals.js';
import { intColumn } from '../schemas/bounds.js';
import { MAX_KNOWN_VERSIONS, MAX_ROOMS_PER_SUBSCRIBE, type SubscribeRefusal } from './live-limits.js';

/**
 * The live protocol (architecture.md §4, §6): one Socket.IO namespace, typed events, room names built here only.
 * Every state message carries the full small view and the fight's version, so a client that missed messages
 * just takes the newest one, and a reconnecting client resyncs by sending the versions it knows.
 */

export const LIVE_NAMESPACE = '/live';

export const ROOM_KINDS = [
  'fight',
  'area',
  'caption',
  'nomination',
  'tournament',
  'fighter',
  'news',
  'panel',
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const room = {
  fight: (id: string) => `fight:${id}`,
  area: (id: string) => `area:${id}`,
  /** Stream caption overlays of a ring: updated before the big spectator broadcast. */
  caption: (id: string) => `caption:${id}`,
  nomination: (id: string) => `nomination:${id}`,
  tournament: (id: string) => `tournament:${id}`,
  fighter: (id: string) => `fighter:${id}`,
  /**
   * A tournament's announcements, and nothing else: a page shows them without the traffic of the tournament room
   * (every fight state of every ring).
   */
  news: (id: string) => `news:${id}`,
  /**
   * A ring's judging panel (the ring's id): only "the panel changed" travels here (a seat, a call, a decision), never
   * who called what; only the ring's judges, the tournament's organizer and admins may join it.
   */
  panel: (id: string) => `panel:${id}`,
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

/** The stage a fight belongs to, as parts the client names in its language (shared/ui-rules/stage-title). */
export interface StageRef {
  type: StageType;
  /** 0-based position in the category; displayed as index + 1. */
  index: number;
  /** The organizer's label, if any. */
  label: string | null;
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
  /** The category's title (the organizer's text). */
  nominationTitle: string;
  /** The category's colours of the ring's sides (spec §3), so a console follows the organizer's change live. */
  colorLeft: FighterColour;
  colorRight: FighterColour;
  /** The side fighter 1 (the red fighter) stands on: 1 left, 2 right (spec §3 "which side the red fighter is on"). */
  redSide: 1 | 2;
  stage: StageRef;
  /** The pool or bracket column, as parts: never English text. */
  group: GroupTitle;
  fighter1: LiveFighter | null;
  fighter2: LiveFighter | null;
  view: FightView;
  /** Server time (epoch ms) when the message was built: clients render the clock from their offset to it. */
  serverTime: number;
}

/**
 * Which console sent a command, for the fight's event log (who did what from where): the judge console over the
 * live socket or over HTTP polling, or the organizer's fight page. Told by the client; the server records it.
 */
export const COMMAND_CONSOLES = ['judge', 'polling', 'organizer'] as const;
export type CommandConsole = (typeof COMMAND_CONSOLES)[number];

/**
 * Where a logged command came from: a console the client names, the ring's judging panel, whose confirmed exchanges
 * the server itself sends, or the platform itself (a black-carded fighter's remaining fights decided by technical
 * defeat) — the last two never a client's claim.
 */
export const LOGGED_CONSOLES = [...COMMAND_CONSOLES, 'panel', 'platform'] as const;
export type LoggedConsole = (typeof LOGGED_CONSOLES)[number];

export const fightCommandSchema = z.object({
  /** Chosen by the client once per key press; a replay with the same id is answered, never applied twice. */
  commandId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'commandId must be 8–64 letters, digits, - or _'),
  fightId: z.string().regex(UUID, 'fightId must be a fight id'),
  /**
   * The version the judge saw. Counter and clock events apply on top of newer versions; decisive events
   * (DECISIVE_EVENTS of refusals.ts) need it and answer `conflict` when the fight has moved on since.
   */
  expectedVersion: intColumn().optional(),
  /** A fight event; fields the event does not define are dropped before anything is stored. */
  event: fightEventSchema,
  /** The console that sent it (the event log shows it); a socket command without one is the judge console's. */
  console: z.enum(COMMAND_CONSOLES).optional(),
});
export type FightCommand = z.input<typeof fightCommandSchema>;

export type FightCommandAnswer =
  | { ok: true; commandId: string; version: number; state: FightState; replayed: boolean }
  | {
      ok: false;
      commandId: string;
      /** One of the typed reasons of realtime/refusals.ts; only `retryable` ones may be sent again. */
      reason: RefusalReason;
      message: string;
      state?: FightState;
      replayed?: boolean;
    };

/**
 * A fight that no longer exists (deleted, its category reset, its stage built again): sent to the rooms it was in.
 * A fight that only moved (another ring) is not removed: its new state goes to the old and the new rooms, and a
 * client drops it from a room it no longer belongs to ({@link fightInRoom}).
 */
export interface FightRemoved {
  fightId: string;
  /** The version the fight had when it was removed. */
  version: number;
  serverTime: number;
}

export const subscribeSchema = z.object({
  /** Room names, at most {@link MAX_ROOMS_PER_SUBSCRIBE}; a name listed twice counts once. */
  rooms: z.array(z.string().max(80)).min(1).max(MAX_ROOMS_PER_SUBSCRIBE),
  /** fightId → version the client already has; newer states come back in the answer. */
  known: z
    .record(z.string().max(40), intColumn())
    .refine((known) => Object.keys(known).length <= MAX_KNOWN_VERSIONS, {
      message: `at most ${MAX_KNOWN_VERSIONS} known versions`,
    })
    .default({}),
});
export type SubscribeRequest = z.input<typeof subscribeSchema>;

export interface SubscribeAnswer {
  ok: boolean;
  /** Why the whole message was refused (`ok: false`); nothing was joined. */
  reason?: SubscribeRefusal;
  /** With `live/rate-limited`: when the same message may be sent again. */
  retryAfterMs?: number;
  /** Rooms joined. */
  rooms: string[];
  /** Rooms of the message that were not joined, with why (`live/room-not-found`: no such room, or not public). */
  refused?: Record<string, SubscribeRefusal>;
  /** Fights of those rooms that are newer than the versions the client said it knows. */
  states: FightState[];
  /**
   * Each room's current fights (ids): a reconnecting client drops what it holds for a room and is not listed, so a
   * fight deleted or moved while it was offline disappears.
   */
  members: Record<string, string[]>;
  serverTime: number;
  message?: string;
}

/** Whether a fight in this state belongs to the room (a ring's fight that moved to another ring does not). */
export function fightInRoom(state: FightState, roomName: string): boolean {
  const parsed = parseRoom(roomName);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'fight':
      return state.fightId === parsed.id;
    case 'area':
    case 'caption':
      return state.areaId === parsed.id;
    case 'nomination':
      return state.nominationId === parsed.id;
    case 'tournament':
      return state.tournamentId === parsed.id;
    case 'fighter':
      return state.fighter1?._id === parsed.id || state.fighter2?._id === parsed.id;
    case 'news':
    case 'panel':
      return false;
  }
}

/**
 * Every room a fight in this state is pushed to. A fighter's room is open to anyone (a fighter takes part in many
 * tournaments), so it carries only fights of public tournaments: pass `tournamentPublic: false` for a tournament in
 * developing, whose rooms only its author and admins can join.
 */
export function roomsOfFight(state: FightState, tournamentPublic = true): string[] {
  const rooms = [
    room.fight(state.fightId),
    room.nomination(state.nominationId),
    room.tournament(state.tournamentId),
  ];
  if (state.areaId) rooms.push(room.area(state.areaId), room.caption(state.areaId));
  if (tournamentPublic && state.fighter1) rooms.push(room.fighter(state.fighter1._id));
  if (tournamentPublic && state.fighter2) rooms.push(room.fighter(state.fighter2._id));
  return rooms;
}

export interface UnsubscribeAnswer {
  ok: boolean;
  reason?: SubscribeRefusal;
  retryAfterMs?: number;
}

/**
 * An announcement was sent or withdrawn, pushed to the tournament's `news` room. The text travels only for those
 * everyone may read (everyone's and a category's); a judges' one comes without it, and the judges' pages read it
 * through `announcements.current`, which answers it only to the tournament's judges and organizer.
 */
export interface LiveAnnouncement {
  tournamentId: string;
  announcementId: string;
  audience: AnnouncementAudience;
  nominationId: string | null;
  withdrawn: boolean;
  /** The announcement as pages show it; null when withdrawn or for the judges. */
  announcement: Announcement | null;
}

/**
 * A ring's judging panel changed (a seat taken or left, a judge's call, a director's decision), pushed to the ring's
 * `panel` room: the seat pages read the ring's panel again, and the fight's panel when `fightId` names theirs.
 */
export interface PanelChanged {
  areaId: string;
  /** The fight whose calls or decisions changed; null for a seat. */
  fightId: string | null;
}

export interface ServerToClientEvents {
  'fight:state': (state: FightState) => void;
  'fight:removed': (removed: FightRemoved) => void;
  announcement: (announcement: LiveAnnouncement) => void;
  'panel:changed': (changed: PanelChanged) => void;
}

/**
 * The answer to a judge's call on the live socket: stored (or stored before, `replayed`), or refused with the REST
 * twin's error code (`panel/...`, `auth/...`) and message. Only `server/error` and `live/rate-limited` may be sent
 * again as they are.
 */
export type PanelCallSocketAnswer =
  | { ok: true; callId: string; call: PanelCallView; replayed: boolean }
  | { ok: false; callId: string; reason: string; message: string };

export interface ClientToServerEvents {
  'fight:command': (command: FightCommand, ack: (answer: FightCommandAnswer) => void) => void;
  'panel:call': (call: PanelCallInput, ack: (answer: PanelCallSocketAnswer) => void) => void;
  'live:subscribe': (request: SubscribeRequest, ack: (answer: SubscribeAnswer) => void) => void;
  'live:unsubscribe': (request: { rooms: string[] }, ack?: (answer: UnsubscribeAnswer) => void) => void;
}
