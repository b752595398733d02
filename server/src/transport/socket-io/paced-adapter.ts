import { type Namespace } from 'socket.io';
import {
  Adapter,
  ClusterAdapter,
  MessageType,
  SessionAwareAdapter,
  type BroadcastOptions,
  type ClusterMessage,
} from 'socket.io-adapter';
import { hasArity } from '../installed.js';
import { reportShortcutOff, shortcut } from '../shortcuts.js';
import { FanOutPacer, type FanOutSend } from './fan-out-pacer.js';

/** The live event whose fan-outs are paced (every message carries a fight's full state); others pass through. */
const PACED_EVENT = 'fight:state';
/** Sent once its fight's paced states have gone out, so it never overtakes them. */
const ORDERED_EVENT = 'fight:removed';
/** A fan-out holds the event loop at most about this long at a time; a judge's command or a caption waits no longer. */
export const FAN_OUT_SLICE_MS = 4;
/** How many sockets are written between two looks at the clock. */
const SOCKETS_PER_CLOCK_CHECK = 32;

/** What `/api/health` and the tests read. */
export interface FanOutStatus {
  /** `fast`: prebuilt frames, written in slices; `plain`: Socket.IO's own write path, still paced. */
  readonly fanOutMode: 'fast' | 'plain';
  /** Why the plain path is used; null on the fast path. */
  readonly fallbackReason: string | null;
  /** Deliveries written by the fast path as prebuilt frames. */
  readonly framesWritten: number;
  /** Deliveries of paced fan-outs that took the library's write path (socket busy, compressed or not a websocket). */
  readonly libraryWrites: number;
  /** Fight states dropped because a newer one of the same fight and rooms came before their turn. */
  readonly coalesced: number;
}

export interface FanOutLog {
  error(message: string): void;
  warn(message: string): void;
}

type Packet = { type: number; data: unknown[]; nsp?: string; id?: number };
type PacketOptions = { wsPreEncodedFrame?: unknown };
type AdapterFactory = (nsp: Namespace) => Adapter;

/** The adapter methods the fan-out takes over; `_encode` and `apply` are private to socket.io-adapter. */
interface HookableAdapter {
  readonly nsp: Namespace;
  broadcast(packet: Packet, opts: BroadcastOptions): void | Promise<void>;
  _encode(packet: Packet, packetOpts: PacketOptions): unknown;
  apply(opts: BroadcastOptions, callback: (socket: LiveSocket) => void): void;
}

interface ClusterSide {
  uid?: string;
  onMessage?: (message: ClusterMessage, offset?: string) => void;
  /** The Redis streams adapter's: decodes a stream entry (JSON of the whole packet), then calls `onMessage`. */
  onRawMessage?: (raw: { uid?: unknown }, offset?: string) => void;
}

/** The library's own implementation of the taken-over methods, for one adapter. */
interface LibraryCalls {
  broadcast(packet: Packet, opts: BroadcastOptions): void | Promise<void>;
  /** Present whenever the fast path is on (checked before it is turned on). */
  encode?(packet: Packet, packetOpts: PacketOptions): unknown;
  apply?(opts: BroadcastOptions, callback: (socket: LiveSocket) => void): void;
  onMessage?(message: ClusterMessage, offset?: string): void;
}

/** The parts of a Socket.IO socket and its Engine.IO websocket transport that a direct frame write needs. */
interface LiveSocket {
  notifyOutgoingListeners?: (packet: unknown) => void;
  client?: {
    conn?: {
      readyState?: string;
      transport?: {
        name?: string;
        writable?: boolean;
        perMessageDeflate?: unknown;
        socket?: { readyState?: number; _sender?: { sendFrame?: (frame: unknown) => void } };
      };
    };
  };
}

/**
 * Paced fan-out of fight states for a Socket.IO server (architecture.md §6), on every replica:
 *
 * - **Pacing.** Fight states fan out through a {@link FanOutPacer}, per fight and room set, latest wins: the states
 *   this replica emits (`broadcast`, the adapter's public method) and those other replicas publish through Redis
 *   (`onMessage`, the cluster adapter's documented hook). A `fight:removed` waits for its fight's states.
 * - **Fast path** (the "prebuilt-frames" shortcut of shortcuts.ts, only when the installed library code has what it
 *   needs): a paced fan-out writes its sockets in slices of about {@link FAN_OUT_SLICE_MS}, yielding to the event
 *   loop in between, and gives each socket the websocket frame the adapter built once for the broadcast, written to
 *   the socket's `ws` sender as Engine.IO itself writes such a frame, without its per-packet bookkeeping (packet
 *   object, events, write callback, drain), which costs as much CPU as the write itself. For that it takes over the
 *   adapter's private `_encode` and `apply`. A socket that is not an open, idle, uncompressed websocket takes the
 *   library's path.
 * - **Plain path** otherwise, or when the operator sets `LIVE_FAN_OUT=plain`: one loud error line at start-up, then
 *   Socket.IO's own encode-and-write, unsliced, still paced. A fast path that stops seeing the broadcasts it should (the library changed how `broadcast` works)
 *   switches to the plain path with the same loud line.
 */
export class PacedFanOut {
  private readonly pacer: FanOutPacer;
  private fast = true;
  private reason: string | null = null;
  private framesWritten = 0;
  private libraryWrites = 0;
  private readonly off = new Set<string>();

  constructor(
    private readonly log: FanOutLog,
    options: {
      /** Why to take the plain path from the start (the operator's setting `LIVE_FAN_OUT=plain`); null: fast if it can. */
      plain?: string | null;
    } = {},
  ) {
    this.pacer = new FanOutPacer((error) => log.warn(`fan-out failed: ${messageOf(error)}`));
    const differences = options.plain ? [options.plain] : shortcut('prebuilt-frames').differences();
    if (differences.length > 0) this.fallBack(differences);
  }

  get status(): FanOutStatus {
    return {
      fanOutMode: this.fast ? 'fast' : 'plain',
      fallbackReason: this.reason,
      framesWritten: this.framesWritten,
      libraryWrites: this.libraryWrites,
      coalesced: this.pacer.coalesced,
    };
  }

  get isFast(): boolean {
    return this.fast;
  }

  /** Socket.IO's in-memory adapter with connection-state recovery, paced by subclassing it. */
  memoryAdapter(): new (nsp: Namespace) => Adapter {
    return pacedMemoryAdapter(this);
  }

  /**
   * Another adapter's factory, its instances taken over method by method: the Redis streams adapter does not export
   * its class (its own factory replaces `close` on the instance the same way). `redisStreams`: the factory is the
   * Redis streams adapter's, whose own entries are then skipped before they are parsed.
   */
  wrap(make: AdapterFactory, options: { redisStreams?: boolean } = {}): AdapterFactory {
    return pacedAdapterFactory(this, make, options.redisStreams === true);
  }

  /** Turns the fast path off for good, with one loud line for the operator. */
  fallBack(differences: readonly string[]): void {
    if (!this.fast) return;
    this.fast = false;
    this.reason = differences.join('; ');
    reportShortcutOff(this.log, 'prebuilt-frames', differences);
  }

  /** A shortcut other than the fast path that an adapter instance cannot take: said once per shortcut. */
  shortcutOff(
    name: 'remote-states-paced' | 'own-stream-entries-skipped',
    differences: readonly string[],
  ): void {
    if (this.off.has(name)) return;
    this.off.add(name);
    reportShortcutOff(this.log, name, differences);
  }

  /** The shortcuts besides the fast path that an adapter could not take (the tests read it). */
  get shortcutsOff(): readonly string[] {
    return [...this.off];
  }

  /** Offers a fight's message to its lane (states) or after its lanes (removal). */
  schedule(group: string, lane: string, event: string, send: FanOutSend): void {
    if (event === PACED_EVENT) this.pacer.offer(lane, send, group);
    else this.pacer.after(group, send);
  }

  /** Writes the broadcast's prebuilt frame to an open, idle, uncompressed websocket; false when it needs the library. */
  writeFrame(socket: LiveSocket, packet: Packet, frame: unknown): boolean {
    const conn = socket.client?.conn;
    const transport = conn?.transport;
    const sender = transport?.socket?._sender;
    if (
      frame === undefined ||
      conn?.readyState !== 'open' ||
      transport?.name !== 'websocket' ||
      // Not writable: Engine.IO holds packets in its own buffer until the last write is done; this one goes after them.
      transport.writable !== true ||
      transport.perMessageDeflate ||
      transport.socket?.readyState !== 1 ||
      typeof sender?.sendFrame !== 'function'
    ) {
      this.libraryWrites++;
      return false;
    }
    socket.notifyOutgoingListeners?.(packet);
    sender.sendFrame(frame);
    this.framesWritten++;
    return true;
  }
}

/** The subclasses of the in-memory adapter: pacing only, or pacing with the fast path. */
function pacedMemoryAdapter(owner: PacedFanOut): new (nsp: Namespace) => Adapter {
  const Base = SessionAwareAdapter as unknown as new (nsp: Namespace) => HookableAdapter;

  class PacedAdapter extends Base {
    protected readonly fanOut: NamespaceFanOut;
    constructor(nsp: Namespace) {
      super(nsp);
      this.fanOut = new NamespaceFanOut(owner, nsp.name, this.library(), () => undefined);
    }
    private library(): LibraryCalls {
      return {
        broadcast: (packet, opts) => super.broadcast(packet, opts),
        encode: (packet, packetOpts) => super._encode(packet, packetOpts),
        apply: (opts, callback) => super.apply(opts, callback),
      };
    }
    override broadcast(packet: Packet, opts: BroadcastOptions): void {
      this.fanOut.broadcast(packet, opts);
    }
  }

  class FastPacedAdapter extends PacedAdapter {
    override _encode(packet: Packet, packetOpts: PacketOptions): unknown {
      return this.fanOut.encode(packet, packetOpts);
    }
    override apply(opts: BroadcastOptions, callback: (socket: LiveSocket) => void): void {
      this.fanOut.apply(opts, callback);
    }
  }

  return (owner.isFast ? FastPacedAdapter : PacedAdapter) as unknown as new (nsp: Namespace) => Adapter;
}

/** Socket.IO calls the factory with `new`; a function that returns an object gives that object. */
function pacedAdapterFactory(
  owner: PacedFanOut,
  make: AdapterFactory,
  redisStreams: boolean,
): AdapterFactory {
  return function pacedAdapter(nsp: Namespace): Adapter {
    const adapter = make(nsp);
    const hookable = adapter as unknown as HookableAdapter;
    const cluster = adapter as unknown as ClusterSide;
    const differences = instanceDifferences(adapter);
    if (differences.length > 0) owner.fallBack(differences);
    let onMessage: LibraryCalls['onMessage'];
    if (adapter instanceof ClusterAdapter) {
      const remote = [
        ...shortcut('remote-states-paced').differences(),
        ...(hasArity(cluster.onMessage, 2)
          ? []
          : [`${adapter.constructor.name}.onMessage is not (message, offset) => …`]),
      ];
      if (remote.length === 0) onMessage = cluster.onMessage!.bind(adapter);
      else owner.shortcutOff('remote-states-paced', remote);
    }
    const fanOut = new NamespaceFanOut(
      owner,
      nsp.name,
      {
        broadcast: hookable.broadcast.bind(adapter),
        encode: hookable._encode?.bind(adapter),
        apply: hookable.apply?.bind(adapter),
        onMessage,
      },
      () => cluster.uid,
    );
    hookable.broadcast = (packet, opts) => fanOut.broadcast(packet, opts);
    if (onMessage) cluster.onMessage = (message, offset) => fanOut.onMessage(message, offset);
    if (redisStreams) skipOwnEntries(owner, cluster);
    if (owner.isFast) {
      hookable._encode = (packet, packetOpts) => fanOut.encode(packet, packetOpts);
      hookable.apply = (opts, callback) => fanOut.apply(opts, callback);
    }
    return adapter;
  };
}

/**
 * Every replica reads its own broadcasts back from the Redis stream, and the streams adapter parses each entry's
 * JSON before the cluster adapter's first check drops a message from itself: a judge's command is read back twice
 * (captions, then everyone else). The same check, made before the parse.
 */
function skipOwnEntries(owner: PacedFanOut, cluster: ClusterSide): void {
  const onRawMessage = cluster.onRawMessage;
  if (!hasArity(onRawMessage, 2) || typeof cluster.uid !== 'string') {
    owner.shortcutOff('own-stream-entries-skipped', [
      'the Redis streams adapter has no onRawMessage(raw, offset) or no uid',
    ]);
    return;
  }
  cluster.onRawMessage = (raw, offset) => {
    if (raw?.uid !== cluster.uid) onRawMessage!.call(cluster, raw, offset);
  };
}

/** The paced fan-outs of one namespace's adapter. */
class NamespaceFanOut {
  /** Fan-outs in progress by broadcast packet, resolving to the ms they took. */
  private readonly fanOuts = new WeakMap<object, Promise<number>>();
  /** Packets this fan-out is sending now: only their encoding and socket loop are taken over. */
  private readonly sending = new WeakSet<object>();
  private encoded: { packet: Packet; frame: unknown } | null = null;

  constructor(
    private readonly owner: PacedFanOut,
    private readonly nsp: string,
    private readonly library: LibraryCalls,
    private readonly uid: () => string | undefined,
  ) {}

  broadcast(packet: Packet, opts: BroadcastOptions): void | Promise<void> {
    const fight = fightOf(packet);
    if (!fight) return this.library.broadcast(packet, opts);
    this.owner.schedule(
      `${this.nsp} ${fight.id}`,
      `${this.nsp} ${laneOf(fight.id, opts.rooms, opts.except)}`,
      fight.event,
      // A clustered broadcast is async (it publishes, then writes); the lane waits for the writes.
      () => this.send(packet, () => this.library.broadcast(packet, opts)),
    );
  }

  /** A message from another replica: its fight states are paced here too, by this replica's cost of writing them. */
  onMessage(message: ClusterMessage, offset?: string): void {
    const deliver = () => this.library.onMessage!(message, offset);
    const data = (message as { data?: { packet?: unknown; opts?: { rooms?: unknown; except?: unknown } } })
      .data;
    const fromOther =
      message.type === MessageType.BROADCAST &&
      message.uid !== this.uid() &&
      message.nsp === this.nsp &&
      (data as { requestId?: unknown } | undefined)?.requestId === undefined;
    const packet = fromOther ? (data?.packet as Packet | undefined) : undefined;
    const fight = packet ? fightOf(packet) : null;
    const rooms = data?.opts?.rooms;
    const except = data?.opts?.except ?? [];
    if (!packet || !fight || !Array.isArray(rooms) || !Array.isArray(except)) return deliver();
    this.owner.schedule(
      `${this.nsp} ${fight.id}`,
      `${this.nsp} from ${message.uid} ${laneOf(fight.id, rooms as string[], except as string[])}`,
      fight.event,
      () => this.send(packet, deliver),
    );
  }

  /** The library's encoding; remembers the prebuilt frame of a packet this fan-out is sending for {@link apply}. */
  encode(packet: Packet, packetOpts: PacketOptions): unknown {
    const encoded = this.library.encode!(packet, packetOpts);
    if (this.owner.isFast && this.sending.has(packet)) {
      this.encoded = { packet, frame: packetOpts.wsPreEncodedFrame };
      // The library loops over the sockets right after encoding, in the same turn: anything else is a changed library.
      queueMicrotask(() => {
        if (this.encoded?.packet !== packet) return;
        this.encoded = null;
        this.owner.fallBack([
          'socket.io-adapter encoded a broadcast without looping over its sockets (apply)',
        ]);
      });
    }
    return encoded;
  }

  /** The library's socket loop; for the broadcast just encoded, the sockets are written in slices instead. */
  apply(opts: BroadcastOptions, callback: (socket: LiveSocket) => void): void {
    const fanOut = this.encoded;
    this.encoded = null;
    if (!fanOut || !this.owner.isFast) return this.library.apply!(opts, callback);
    const sockets: LiveSocket[] = [];
    this.library.apply!(opts, (socket) => sockets.push(socket));
    const { packet } = fanOut;
    const frame = wholeFrame(fanOut.frame);
    this.fanOuts.set(
      packet,
      inSlices(sockets, (socket) => {
        if (!this.owner.writeFrame(socket, packet, frame)) callback(socket);
      }),
    );
  }

  /** Runs the library's delivery of a paced packet; answers what its writes cost (ms), now or once they are done. */
  private send(packet: Packet, deliver: () => void | Promise<void>): number | Promise<number> {
    const started = performance.now();
    this.sending.add(packet);
    const finished = (): number | Promise<number> => {
      this.sending.delete(packet);
      const fanOut = this.fanOuts.get(packet);
      if (fanOut) return fanOut;
      if (this.owner.isFast)
        this.owner.fallBack(['socket.io-adapter broadcast a fight state without encoding it once (_encode)']);
      // The plain path writes within the call; a clustered one also waited for Redis, which only lengthens the wait.
      return performance.now() - started;
    };
    const delivered = deliver();
    return delivered instanceof Promise ? delivered.then(finished) : finished();
  }
}

/**
 * The broadcast's frame as one buffer. `ws` builds an unmasked frame as two (header, payload), and its sender writes
 * two parts with cork, two writes and uncork — one `writev` and the stream machinery around it per socket — but a
 * one-part frame with a single `write`. The bytes on the wire are the same; joined once per fan-out, every socket's
 * write is cheaper (most of a delivery's cost is this write).
 */
function wholeFrame(frame: unknown): unknown {
  if (!Array.isArray(frame) || frame.length !== 2) return frame;
  const [header, payload] = frame as unknown[];
  return Buffer.isBuffer(header) && Buffer.isBuffer(payload) ? [Buffer.concat([header, payload])] : frame;
}

/** The fight and event of a paced or ordered packet, or null for any other packet. */
function fightOf(packet: Packet): { id: string; event: string } | null {
  const data = packet?.data;
  if (!Array.isArray(data) || (data[0] !== PACED_EVENT && data[0] !== ORDERED_EVENT)) return null;
  const fightId = (data[1] as { fightId?: unknown } | null | undefined)?.fightId;
  return typeof fightId === 'string' ? { id: fightId, event: data[0] } : null;
}

/** The pacing lane of a fight's broadcast: the fight and its rooms. */
function laneOf(fightId: string, rooms: Iterable<string>, except: Iterable<string> | undefined): string {
  return `${fightId} ${[...rooms].join(',')} -${[...(except ?? [])].join(',')}`;
}

/** Calls `write` for every socket, yielding to the event loop every {@link FAN_OUT_SLICE_MS}; resolves to the ms spent. */
export async function inSlices<T>(sockets: readonly T[], write: (socket: T) => void): Promise<number> {
  let spent = 0;
  let i = 0;
  while (i < sockets.length) {
    const started = performance.now();
    let now = started;
    while (i < sockets.length && now - started < FAN_OUT_SLICE_MS) {
      const end = Math.min(sockets.length, i + SOCKETS_PER_CLOCK_CHECK);
      for (; i < end; i++) write(sockets[i]!);
      now = performance.now();
    }
    spent += now - started;
    if (i < sockets.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return spent;
}

/** What an adapter instance made by someone else's factory lacks for the fast path. */
function instanceDifferences(adapter: Adapter): string[] {
  if (!(adapter instanceof Adapter)) return ['the adapter is not a socket.io-adapter Adapter'];
  const differences: string[] = [];
  const methods = adapter as unknown as Record<string, unknown>;
  for (const name of ['_encode', 'apply', 'broadcast'])
    if (!hasArity(methods[name], 2))
      differences.push(`${adapter.constructor.name}.${name} is not (a, b) => …`);
  return differences;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
