import { io, type Socket } from 'socket.io-client';
import {
  LIVE_NAMESPACE,
  parseRoom,
  type ClientToServerEvents,
  type FightCommand,
  type FightCommandAnswer,
  type FightState,
  type ServerToClientEvents,
  type SubscribeAnswer,
} from '@hema/shared/realtime/protocol';
import { readToken } from '../../lib/storage';

/**
 * The one live connection of the app (ARCHITECTURE §6): a websocket-only Socket.IO client of the `/live` namespace.
 * Screens retain the rooms they show; on every (re)connect the connection subscribes to all of them again with the
 * versions it knows, so the server answers only what changed meanwhile (resync by version). Per fight the newest
 * state wins; an older version arriving late is ignored.
 */

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type LiveStatus = 'connecting' | 'online' | 'offline';

export interface LiveSnapshot {
  /** fightId → newest known state. A new Map whenever anything changes. */
  states: ReadonlyMap<string, FightState>;
  status: LiveStatus;
  /** Server time minus local time, ms: render clocks at `Date.now() + offsetMs`. */
  offsetMs: number;
  /** Rooms whose first subscription answer has arrived. */
  loadedRooms: ReadonlySet<string>;
}

/** The subscription message must stay well under the server's 64 KB message limit. */
const MAX_KNOWN_VERSIONS = 500;
const ROOMS_PER_SUBSCRIBE = 50;
const SUBSCRIBE_TIMEOUT_MS = 10_000;
const RESUBSCRIBE_DELAY_MS = 2_000;
export const COMMAND_TIMEOUT_MS = 8_000;

/** Whether a fight state belongs to a room (the server's room scopes, read on the client). */
export function stateInRoom(state: FightState, roomName: string): boolean {
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
  }
}

/**
 * A new estimate of the server clock offset replaces the old one when it is later by more than a little (a message
 * that travelled faster is a better sample: latency only ever makes the server look behind) or earlier by a lot
 * (the local clock was changed).
 */
export function nextOffset(current: number | null, sample: number): number {
  if (current === null) return sample;
  if (sample - current > 25) return sample;
  if (current - sample > 2_000) return sample;
  return current;
}

function defaultSocket(token: () => string | null): LiveSocket {
  return io(LIVE_NAMESPACE, {
    transports: ['websocket'],
    // Read at every (re)connect, so signing in or out is picked up by the next handshake.
    auth: (callback) => callback({ token: token() ?? undefined }),
    autoConnect: false,
    reconnectionDelay: 500,
    reconnectionDelayMax: 4_000,
  });
}

export class LiveConnection {
  private socket: LiveSocket | null = null;
  private readonly roomCounts = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private offset: number | null = null;
  /** The token the current connection was opened with (the server reads it once, at the handshake). */
  private handshakeToken: string | null = null;
  private current: LiveSnapshot = {
    states: new Map(),
    status: 'connecting',
    offsetMs: 0,
    loadedRooms: new Set(),
  };

  constructor(
    private readonly createSocket: (token: () => string | null) => LiveSocket = defaultSocket,
    private readonly now: () => number = Date.now,
    private readonly readSessionToken: () => string | null = readToken,
  ) {}

  get snapshot(): LiveSnapshot {
    return this.current;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Joins the rooms (counted: several screens may show one room); the returned function leaves them. */
  retain(rooms: readonly string[]): () => void {
    const added: string[] = [];
    for (const name of rooms) {
      const count = this.roomCounts.get(name) ?? 0;
      this.roomCounts.set(name, count + 1);
      if (count === 0) added.push(name);
    }
    const socket = this.ensureSocket();
    if (added.length > 0 && socket.connected) void this.subscribeRooms(added);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const removed: string[] = [];
      for (const name of rooms) {
        const count = (this.roomCounts.get(name) ?? 1) - 1;
        if (count > 0) this.roomCounts.set(name, count);
        else {
          this.roomCounts.delete(name);
          removed.push(name);
        }
      }
      if (removed.length === 0) return;
      const loadedRooms = new Set(this.current.loadedRooms);
      removed.forEach((name) => loadedRooms.delete(name));
      this.publish({ loadedRooms });
      if (this.socket?.connected) this.socket.emit('live:unsubscribe', { rooms: removed });
    };
  }

  /**
   * Sends a judge command and resolves with the server's answer; rejects at once while offline and after
   * `timeoutMs` without an answer (the command outbox then keeps the command and sends it again later).
   */
  async sendCommand(command: FightCommand, timeoutMs = COMMAND_TIMEOUT_MS): Promise<FightCommandAnswer> {
    const socket = this.ensureSocket();
    if (!socket.connected) throw new Error('offline');
    if (this.readSessionToken() !== this.handshakeToken) {
      // Signed in (or out) since the connection opened: reconnect with the new token; the outbox sends again.
      socket.disconnect().connect();
      throw new Error('reconnecting with the new session');
    }
    const answer = await socket.timeout(timeoutMs).emitWithAck('fight:command', command);
    if (answer.state) this.accept([answer.state]);
    return answer;
  }

  /** Takes fight states from any source (push, subscription answer, command answer); older versions are ignored. */
  accept(states: readonly FightState[], serverTime?: number): void {
    let next: Map<string, FightState> | null = null;
    for (const state of states) {
      const known = (next ?? this.current.states).get(state.fightId);
      if (known && known.version > state.version) continue;
      next ??= new Map(this.current.states);
      next.set(state.fightId, state);
    }
    const sampleTime = serverTime ?? states.at(-1)?.serverTime;
    const offsetMs = sampleTime === undefined ? this.current.offsetMs : this.measureOffset(sampleTime);
    if (next || offsetMs !== this.current.offsetMs) {
      this.publish({ states: next ?? this.current.states, offsetMs });
    }
  }

  /** Closes the socket (tests, and a page that wants to drop live data). */
  close(): void {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.publish({ status: 'connecting' });
  }

  private measureOffset(serverTime: number): number {
    this.offset = nextOffset(this.offset, serverTime - this.now());
    return this.offset;
  }

  private ensureSocket(): LiveSocket {
    if (this.socket) return this.socket;
    const socket = this.createSocket(() => {
      this.handshakeToken = this.readSessionToken();
      return this.handshakeToken;
    });
    this.socket = socket;
    socket.on('connect', () => {
      this.publish({ status: 'online' });
      void this.subscribeRooms([...this.roomCounts.keys()]);
    });
    socket.on('disconnect', (reason) => {
      this.publish({ status: 'offline' });
      // The server closed the connection on purpose: socket.io does not reconnect by itself then.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', () => this.publish({ status: 'offline' }));
    socket.on('fight:state', (state) => this.accept([state]));
    socket.connect();
    return socket;
  }

  private async subscribeRooms(rooms: readonly string[]): Promise<void> {
    for (let at = 0; at < rooms.length; at += ROOMS_PER_SUBSCRIBE) {
      const chunk = rooms.slice(at, at + ROOMS_PER_SUBSCRIBE);
      const socket = this.socket;
      if (!socket?.connected) return;
      let answer: SubscribeAnswer;
      try {
        answer = await socket
          .timeout(SUBSCRIBE_TIMEOUT_MS)
          .emitWithAck('live:subscribe', { rooms: chunk, known: this.knownVersions(chunk) });
      } catch {
        // No answer in time: try again while the rooms are still wanted (a reconnect resubscribes anyway).
        setTimeout(() => {
          const wanted = chunk.filter((name) => this.roomCounts.has(name));
          if (wanted.length > 0 && this.socket?.connected) void this.subscribeRooms(wanted);
        }, RESUBSCRIBE_DELAY_MS);
        continue;
      }
      if (!answer.ok) continue;
      this.accept(answer.states, answer.serverTime);
      const loadedRooms = new Set(this.current.loadedRooms);
      answer.rooms.filter((name) => this.roomCounts.has(name)).forEach((name) => loadedRooms.add(name));
      this.publish({ loadedRooms });
    }
  }

  /** Versions the client holds for fights of these rooms, newest first, capped to keep the message small. */
  private knownVersions(rooms: readonly string[]): Record<string, number> {
    const known: [string, number, number][] = [];
    for (const state of this.current.states.values()) {
      if (rooms.some((name) => stateInRoom(state, name))) {
        known.push([state.fightId, state.version, state.serverTime]);
      }
    }
    known.sort((a, b) => b[2] - a[2]);
    return Object.fromEntries(known.slice(0, MAX_KNOWN_VERSIONS).map(([id, version]) => [id, version]));
  }

  private publish(change: Partial<LiveSnapshot>): void {
    this.current = { ...this.current, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** The app's live connection; the socket opens when the first screen retains a room. */
export const liveConnection = new LiveConnection();
