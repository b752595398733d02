import { performance } from 'node:perf_hooks';
import type { Namespace } from 'socket.io';
import { MessageType, type Adapter, type BroadcastOptions, type ClusterMessage } from 'socket.io-adapter';
import { FanOutPacer } from './fan-out-pacer.js';

/** The one live event whose fan-outs are paced (every message carries a fight's full state); others pass through. */
const PACED_EVENT = 'fight:state';
/** A fan-out holds the event loop at most about this long at a time; a judge's command or a caption waits no longer. */
export const FAN_OUT_SLICE_MS = 4;
/** How many sockets are written between two looks at the clock. */
const SOCKETS_PER_CLOCK_CHECK = 32;

type AdapterFactory = (nsp: Namespace) => Adapter;

/** The adapter's private parts this wrapper hooks into: the encoder (once per broadcast) and the socket loop. */
interface AdapterInternals {
  _encode(packet: unknown, packetOpts: { wsPreEncodedFrame?: unknown }): unknown;
  apply(opts: BroadcastOptions, callback: (socket: LiveSocket) => void): void;
}

interface ClusterSide {
  uid?: string;
  onMessage?: (message: ClusterMessage, offset?: string) => void;
}

/** The parts of a Socket.IO socket and its Engine.IO websocket transport that a direct frame write needs. */
interface LiveSocket {
  notifyOutgoingListeners?: (packet: unknown) => void;
  client?: {
    conn?: {
      readyState?: string;
      transport?: {
        name?: string;
        perMessageDeflate?: unknown;
        socket?: { readyState?: number; _sender?: { sendFrame?: (frame: unknown) => void } };
      };
    };
  };
}

/**
 * Wraps a Socket.IO adapter factory for the live namespace:
 *
 * - **Pacing.** Fight states fan out through a {@link FanOutPacer}, per fight and room set, latest wins: the states
 *   this replica emits and the ones other replicas publish through Redis alike.
 * - **Slices.** A fight state's fan-out writes its sockets in slices of about {@link FAN_OUT_SLICE_MS}, yielding to
 *   the event loop in between, so judges' commands and caption overlays never wait behind 5,000 spectators.
 * - **Frames.** Each socket gets the websocket frame the adapter already built once for the broadcast, written
 *   straight to the socket's `ws` sender — what Engine.IO itself does with a pre-encoded frame, without its per-packet
 *   bookkeeping (packet object, events, write callback, drain), which costs as much CPU as the write itself. A socket
 *   that is not an open, uncompressed websocket takes the library's own path.
 *
 * Socket.IO instantiates adapters with `new`, so this returns a plain function (an object it returns is used as is).
 */
export function withPacedFanOut(make: AdapterFactory, onError: (error: unknown) => void): AdapterFactory {
  return function pacedAdapter(nsp: Namespace): Adapter {
    const adapter = make(nsp);
    const internals = adapter as unknown as AdapterInternals;
    const pacer = new FanOutPacer(onError);
    /** Fan-outs in progress by broadcast packet, resolving to the CPU time they took (ms). */
    const fanOuts = new WeakMap<object, Promise<number>>();
    let nextFanOut: { packet: object; frame: unknown } | null = null;

    // Adapter.broadcast encodes once, then loops over the sockets: remember which broadcast the next loop is for.
    const encode = internals._encode.bind(adapter);
    internals._encode = (packet, packetOpts) => {
      const encoded = encode(packet, packetOpts);
      nextFanOut =
        fightIdOf(packet) !== null ? { packet: packet as object, frame: packetOpts.wsPreEncodedFrame } : null;
      return encoded;
    };

    const apply = internals.apply.bind(adapter);
    internals.apply = (opts, callback) => {
      const fanOut = nextFanOut;
      nextFanOut = null;
      if (!fanOut) return apply(opts, callback);
      const sockets: LiveSocket[] = [];
      apply(opts, (socket) => sockets.push(socket));
      const write = (socket: LiveSocket) => {
        if (!writeFrame(socket, fanOut.packet, fanOut.frame)) callback(socket);
      };
      fanOuts.set(fanOut.packet, inSlices(sockets, write));
    };

    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet, opts) => {
      const lane = laneOf(packet, opts.rooms, opts.except);
      if (!lane) return broadcast(packet, opts);
      // A clustered broadcast is async (it publishes, then writes); the lane waits for the writes.
      pacer.offer(lane, () =>
        Promise.resolve(broadcast(packet, opts) as unknown).then(() => fanOuts.get(packet) ?? 0),
      );
    };

    const cluster = adapter as unknown as ClusterSide;
    if (typeof cluster.onMessage === 'function') {
      const onMessage = cluster.onMessage.bind(adapter);
      cluster.onMessage = (message, offset) => {
        const fromOther =
          message.type === MessageType.BROADCAST &&
          message.uid !== cluster.uid &&
          message.nsp === nsp.name &&
          message.data.requestId === undefined;
        const packet = fromOther ? (message.data.packet as object) : null;
        const lane = fromOther ? laneOf(packet, message.data.opts.rooms, message.data.opts.except) : null;
        if (!lane || !packet) return onMessage(message, offset);
        pacer.offer(`from ${message.uid} ${lane}`, () => {
          onMessage(message, offset);
          return fanOuts.get(packet) ?? 0;
        });
      };
    }
    return adapter;
  };
}

/** The fight whose state a broadcast packet carries, or null for any other packet. */
function fightIdOf(packet: unknown): string | null {
  const data = (packet as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || data[0] !== PACED_EVENT) return null;
  const fightId = (data[1] as { fightId?: unknown } | undefined)?.fightId;
  return typeof fightId === 'string' ? fightId : null;
}

/** The pacing lane of a fight state broadcast (fight and rooms), or null for anything else. */
function laneOf(
  packet: unknown,
  rooms: Iterable<string>,
  except: Iterable<string> | undefined,
): string | null {
  const fightId = fightIdOf(packet);
  return fightId === null ? null : `${fightId} ${[...rooms].join(',')} -${[...(except ?? [])].join(',')}`;
}

/** Writes the broadcast's prebuilt frame to an open, uncompressed websocket; false when the socket needs the library. */
function writeFrame(socket: LiveSocket, packet: object, frame: unknown): boolean {
  const conn = socket.client?.conn;
  const transport = conn?.transport;
  const sender = transport?.socket?._sender;
  if (
    frame === undefined ||
    conn?.readyState !== 'open' ||
    transport?.name !== 'websocket' ||
    transport.perMessageDeflate ||
    transport.socket?.readyState !== 1 ||
    typeof sender?.sendFrame !== 'function'
  )
    return false;
  socket.notifyOutgoingListeners?.(packet);
  sender.sendFrame(frame);
  return true;
}

/** Calls `write` for every socket, yielding to the event loop every {@link FAN_OUT_SLICE_MS}; resolves to the ms spent. */
async function inSlices(
  sockets: readonly LiveSocket[],
  write: (socket: LiveSocket) => void,
): Promise<number> {
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
