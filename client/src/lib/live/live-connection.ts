import { io, type Socket } from 'socket.io-client';
import {
  fightInRoom,
  LIVE_NAMESPACE,
  parseRoom,
  type ClientToServerEvents,
  type FightCommand,
  type FightCommandAnswer,
  type FightRemoved,
  type FightState,
  type LiveAnnouncement,
  type PanelCallSocketAnswer,
  type PanelChanged,
  type ServerToClientEvents,
  type SubscribeAnswer,
} from '@hema/shared/realtime/protocol';
import {
  MAX_KNOWN_VERSIONS,
  MAX_ROOMS_PER_SUBSCRIBE,
  SUBSCRIBE_REFUSALS,
} from '@hema/shared/realtime/live-limits';
import type { PanelCallInput } from '@hema/shared/fight/panel';
import { readToken } from '../storage';

/**
 * The one live connection of the app (architecture.md §6): a websocket-only Socket.IO client of the `/live` namespace.
 * Screens retain the rooms they show; on every (re)connect the connection subscribes to all of them again with the
 * versions it knows, so the server answers only what changed meanwhile (resync by version). Per fight the newest
 * state wins; an older version arriving late is ignored.
 *
 * Fights also leave: a state that no longer belongs to any room a screen holds is dropped, `fight:removed` drops a
 * fight everywhere, and each subscription answer lists every room's fights, so what left while the connection was
 * down (deleted, moved to another ring) disappears too.
 */

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type LiveStatus = 'connecting' | 'online' | 'offline';

/** A held state that a room's member list (at the last subscription) did not contain: the fight left that room. */
export interface LeftRooms {
  version: number;
  rooms: ReadonlySet<string>;
}

export interface LiveSnapshot {
  /** fightId → newest known state. A new Map whenever anything changes. */
  states: ReadonlyMap<string, FightState>;
  /** fightId → the version a deleted fight had when it was removed: pages built from REST data hide and reload it. */
  removed: ReadonlyMap<string, number>;
  /** fightId → rooms its held state claims but the server said it is no longer in (moved while offline). */
  leftRooms: ReadonlyMap<string, LeftRooms>;
  status: LiveStatus;
  /** Server time minus local time, ms: render clocks at `Date.now() + offsetMs`. */
  offsetMs: number;
  /** Rooms whose first subscription answer has arrived. */
  loadedRooms: ReadonlySet<string>;
  /**
   * Local time (ms) the connection was lost, null while connected (or still connecting the first time): what is held
   * may be stale from then on, so pages show the connection-lost notice and stop their clocks at that moment.
   */
  lostAt: number | null;
}

/** The browser's word on its network (`online` / `offline` events of window); returns the function that stops. */
export type NetworkEvents = (listener: (online: boolean) => void) => () => void;

function browserNetwork(listener: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const online = () => listener(true);
  const offline = () => listener(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

const SUBSCRIBE_TIMEOUT_MS = 10_000;
const RESUBSCRIBE_DELAY_MS = 2_000;
export const COMMAND_TIMEOUT_MS = 8_000;

/** Rooms whose fights never leave them: a fight missing from such a room's member list no longer exists. */
const PERMANENT_ROOM_KINDS = new Set(['fight', 'nomination', 'tournament']);

/** Whether a held fight shows in a room: its state says so and the room's member list did not leave it out. */
export function shownInRoom(
  snapshot: Pick<LiveSnapshot, 'leftRooms'>,
  state: FightState,
  roomName: string,
): boolean {
  if (!fightInRoom(state, roomName)) return false;
  const left = snapshot.leftRooms.get(state.fightId);
  return !(left && left.version === state.version && left.rooms.has(roomName));
}

/** The held fights that show in any of the rooms. */
export function fightsInRooms(
  snapshot: Pick<LiveSnapshot, 'states' | 'leftRooms'>,
  rooms: readonly string[],
): FightState[] {
  return [...snapshot.states.values()].filter((state) =>
    rooms.some((name) => shownInRoom(snapshot, state, name)),
  );
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
  /** Pages that show announcements (they also hold the tournament's news room). */
  private readonly announcementListeners = new Set<(announcement: LiveAnnouncement) => void>();
  /** Seat pages of rings' judging panels (they also hold the ring's panel room). */
  private readonly panelListeners = new Set<(changed: PanelChanged) => void>();
  private offset: number | null = null;
  /** The token the current connection was opened with (the server reads it once, at the handshake). */
  private handshakeToken: string | null = null;
  /**
   * fightId → the newest version dropped because no held room wanted it: an older state arriving late (a subscription
   * answer read before the move) must not bring it back.
   */
  private readonly dropped = new Map<string, number>();
  private current: LiveSnapshot = {
    states: new Map(),
    removed: new Map(),
    leftRooms: new Map(),
    status: 'connecting',
    offsetMs: 0,
    loadedRooms: new Set(),
    lostAt: null,
  };
  private stopNetwork: (() => void) | null = null;

  constructor(
    private readonly createSocket: (token: () => string | null) => LiveSocket = defaultSocket,
    private readonly now: () => number = Date.now,
    private readonly readSessionToken: () => string | null = readToken,
    private readonly network: NetworkEvents = browserNetwork,
  ) {}

  get snapshot(): LiveSnapshot {
    return this.current;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Listens to announcements of the news rooms held; the returned function stops. */
  onAnnouncement(listener: (announcement: LiveAnnouncement) => void): () => void {
    this.announcementListeners.add(listener);
    return () => this.announcementListeners.delete(listener);
  }

  /** Listens to the panel rooms held: each push says a ring's panel changed; the returned function stops. */
  onPanelChange(listener: (changed: PanelChanged) => void): () => void {
    this.panelListeners.add(listener);
    return () => this.panelListeners.delete(listener);
  }

  /** Joins the rooms (counted: several screens may show one room); the returned function leaves them. */
  retain(rooms: readonly string[]): () => void {
    const added: string[] = [];
    for (const name of rooms) {
      const count = this.roomCounts.get(name) ?? 0;
      this.roomCounts.set(name, count + 1);
      if (count === 0) added.push(name);
    }
    const socket = this.ensureSocket();
    if (added.length > 0 && socket.connected) {
      // Signed in (or out) since the connection opened: what the rooms show depends on who asks (a tournament in
      // developing shows only to its organizer), so reconnect with the new token; the connect resubscribes all.
      if (this.readSessionToken() !== this.handshakeToken) socket.disconnect().connect();
      else void this.subscribeRooms(added);
    }
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
    const answer = await this.commandSocket().timeout(timeoutMs).emitWithAck('fight:command', command);
    if (answer.state) this.accept([answer.state]);
    return answer;
  }

  /** Sends a judge's call at a ring's panel; rejects like {@link sendCommand} (the device's outbox keeps the call). */
  sendPanelCall(call: PanelCallInput, timeoutMs = COMMAND_TIMEOUT_MS): Promise<PanelCallSocketAnswer> {
    return this.commandSocket().timeout(timeoutMs).emitWithAck('panel:call', call);
  }

  /** The connected socket, on the current session's token; throws while offline or reconnecting. */
  private commandSocket(): LiveSocket {
    const socket = this.ensureSocket();
    if (!socket.connected) throw new Error('offline');
    if (this.readSessionToken() !== this.handshakeToken) {
      // Signed in (or out) since the connection opened: reconnect with the new token; the outbox sends again.
      socket.disconnect().connect();
      throw new Error('reconnecting with the new session');
    }
    return socket;
  }

  /** Takes fight states from any source (push, subscription answer, command answer); older versions are ignored. */
  accept(states: readonly FightState[], serverTime?: number): void {
    let next: Map<string, FightState> | null = null;
    let removed: Map<string, number> | null = null;
    let leftRooms: Map<string, LeftRooms> | null = null;
    for (const state of states) {
      const id = state.fightId;
      const known = (next ?? this.current.states).get(id);
      if (known && known.version > state.version) continue;
      if (state.version <= Math.max(this.current.removed.get(id) ?? -1, this.dropped.get(id) ?? -1)) continue;
      next ??= new Map(this.current.states);
      if (this.wanted(state)) {
        next.set(id, state);
        this.dropped.delete(id);
        if ((removed ?? this.current.removed).has(id)) (removed ??= new Map(this.current.removed)).delete(id);
      } else {
        // It moved out of every room a screen shows (another ring, another fighter): forget it.
        next.delete(id);
        this.dropped.set(id, state.version);
      }
      if (known?.version !== state.version && (leftRooms ?? this.current.leftRooms).has(id)) {
        (leftRooms ??= new Map(this.current.leftRooms)).delete(id);
      }
    }
    const sampleTime = serverTime ?? states.at(-1)?.serverTime;
    const offsetMs = sampleTime === undefined ? this.current.offsetMs : this.measureOffset(sampleTime);
    if (next || offsetMs !== this.current.offsetMs) {
      this.publish({
        states: next ?? this.current.states,
        removed: removed ?? this.current.removed,
        leftRooms: leftRooms ?? this.current.leftRooms,
        offsetMs,
      });
    }
  }

  /**
   * A fight was deleted (its category reset, its stage built again): it disappears from every room, and no state of
   * it up to that version comes back.
   */
  remove({ fightId, version, serverTime }: FightRemoved): void {
    const known = this.current.states.get(fightId);
    const at = Math.max(version, known?.version ?? -1);
    if (!known && (this.current.removed.get(fightId) ?? -1) >= at) return;
    const states = new Map(this.current.states);
    states.delete(fightId);
    const leftRooms = new Map(this.current.leftRooms);
    leftRooms.delete(fightId);
    this.publish({
      states,
      leftRooms,
      removed: new Map(this.current.removed).set(fightId, at),
      offsetMs: this.measureOffset(serverTime),
    });
  }

  /** Closes the socket (tests, and a page that wants to drop live data). */
  close(): void {
    this.stopNetwork?.();
    this.stopNetwork = null;
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.publish({ status: 'connecting', lostAt: null });
  }

  private lost(): void {
    this.publish({ status: 'offline', lostAt: this.current.lostAt ?? this.now() });
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
      this.publish({ status: 'online', lostAt: null });
      void this.subscribeRooms([...this.roomCounts.keys()]);
    });
    socket.on('disconnect', (reason) => {
      this.lost();
      // The server closed the connection on purpose: socket.io does not reconnect by itself then.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', () => this.lost());
    // A websocket can look open for a long while after the network went (until the heartbeat times out, tens of
    // seconds); the browser knows at once. Offline: drop the socket and say so; online again: reconnect and resync.
    this.stopNetwork = this.network((online) => {
      if (!online) {
        if (socket.connected || socket.active) socket.disconnect();
        this.lost();
      } else if (!socket.connected) {
        socket.connect();
      }
    });
    socket.on('fight:state', (state) => this.accept([state]));
    socket.on('fight:removed', (removed) => this.remove(removed));
    socket.on('announcement', (announcement) => {
      for (const listener of this.announcementListeners) listener(announcement);
    });
    socket.on('panel:changed', (changed) => {
      for (const listener of this.panelListeners) listener(changed);
    });
    socket.connect();
    return socket;
  }

  private async subscribeRooms(rooms: readonly string[]): Promise<void> {
    for (let at = 0; at < rooms.length; at += MAX_ROOMS_PER_SUBSCRIBE) {
      const chunk = rooms.slice(at, at + MAX_ROOMS_PER_SUBSCRIBE);
      const socket = this.socket;
      if (!socket?.connected) return;
      let answer: SubscribeAnswer;
      try {
        answer = await socket
          .timeout(SUBSCRIBE_TIMEOUT_MS)
          .emitWithAck('live:subscribe', { rooms: chunk, known: this.knownVersions(chunk) });
      } catch {
        // No answer in time: try again while the rooms are still wanted (a reconnect resubscribes anyway).
        this.resubscribeLater(chunk, RESUBSCRIBE_DELAY_MS);
        continue;
      }
      if (!answer.ok) {
        // Throttled (the venue's crowd reconnecting at once): nothing was joined; ask again when told.
        if (answer.reason === SUBSCRIBE_REFUSALS.rateLimited)
          this.resubscribeLater(chunk, answer.retryAfterMs ?? RESUBSCRIBE_DELAY_MS);
        continue;
      }
      this.accept(answer.states, answer.serverTime);
      // A refused room (no such room any more, or not public) holds nothing for this client: what it held goes.
      const refused = Object.keys(answer.refused ?? {});
      this.applyMembers({
        ...Object.fromEntries(refused.map((name) => [name, []])),
        ...(answer.members ?? {}),
      });
      const loadedRooms = new Set(this.current.loadedRooms);
      [...answer.rooms, ...refused]
        .filter((name) => this.roomCounts.has(name))
        .forEach((name) => loadedRooms.add(name));
      this.publish({ loadedRooms });
    }
  }

  /** Subscribes again after `delayMs` to those of the rooms still wanted. */
  private resubscribeLater(rooms: readonly string[], delayMs: number): void {
    setTimeout(() => {
      const wanted = rooms.filter((name) => this.roomCounts.has(name));
      if (wanted.length > 0 && this.socket?.connected) void this.subscribeRooms(wanted);
    }, delayMs);
  }

  /**
   * Each answered room's member list against what the client holds for it (after the answer's newer states are
   * in): a fight missing from a room of a category, tournament or fight no longer exists; one missing from a ring's
   * or a fighter's room left that room while the client was not listening.
   */
  private applyMembers(members: Record<string, readonly string[]>): void {
    const states = new Map(this.current.states);
    const removed = new Map(this.current.removed);
    const leftRooms = new Map(this.current.leftRooms);
    let changed = false;
    for (const [roomName, ids] of Object.entries(members)) {
      if (!Array.isArray(ids) || !this.roomCounts.has(roomName)) continue;
      const kind = parseRoom(roomName)?.kind;
      const listed = new Set(ids);
      for (const state of this.current.states.values()) {
        const id = state.fightId;
        const left = leftRooms.get(id);
        if (listed.has(id)) {
          if (left?.rooms.has(roomName)) {
            const rooms = new Set(left.rooms);
            rooms.delete(roomName);
            if (rooms.size > 0) leftRooms.set(id, { version: left.version, rooms });
            else leftRooms.delete(id);
            changed = true;
          }
          continue;
        }
        if (!states.has(id) || !fightInRoom(state, roomName)) continue;
        changed = true;
        if (kind && PERMANENT_ROOM_KINDS.has(kind)) {
          states.delete(id);
          leftRooms.delete(id);
          removed.set(id, Math.max(removed.get(id) ?? -1, state.version));
        } else {
          const rooms = new Set(left?.version === state.version ? left.rooms : []);
          leftRooms.set(id, { version: state.version, rooms: rooms.add(roomName) });
        }
      }
    }
    if (!changed) return;
    for (const [id, state] of states) {
      if (this.wanted(state, leftRooms)) continue;
      states.delete(id);
      leftRooms.delete(id);
      this.dropped.set(id, state.version);
    }
    this.publish({ states, removed, leftRooms });
  }

  /** Whether any room a screen holds shows this state. */
  private wanted(state: FightState, leftRooms = this.current.leftRooms): boolean {
    for (const name of this.roomCounts.keys()) if (shownInRoom({ leftRooms }, state, name)) return true;
    return false;
  }

  /** Versions the client holds for fights of these rooms, newest first, capped to keep the message small. */
  private knownVersions(rooms: readonly string[]): Record<string, number> {
    const known: [string, number, number][] = [];
    for (const state of this.current.states.values()) {
      if (rooms.some((name) => fightInRoom(state, name))) {
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
