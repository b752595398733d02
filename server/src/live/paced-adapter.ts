import { performance } from 'node:perf_hooks';
import type { Namespace } from 'socket.io';
import { MessageType, type Adapter, type BroadcastOptions, type ClusterMessage } from 'socket.io-adapter';
import { FanOutPacer } from './fan-out-pacer.js';

/** The one live event whose fan-outs are paced (every message carries a fight's full state); others pass through. */
const PACED_EVENT = 'fight:state';

type AdapterFactory = (nsp: Namespace) => Adapter;

/** `apply` is private in the adapter's typings; it is the one loop over sockets every fan-out goes through. */
interface SocketLoop {
  apply(opts: BroadcastOptions, callback: (socket: unknown) => void): void;
}

interface ClusterSide {
  uid?: string;
  onMessage?: (message: ClusterMessage, offset?: string) => void;
}

/**
 * Wraps a Socket.IO adapter factory so that fight states fan out through a {@link FanOutPacer}: the states this
 * replica emits, and the ones other replicas publish through Redis, each per fight and room set, latest wins. The
 * wrapper times the adapter's socket loop (`apply`), which is where a fan-out's cost is paid.
 *
 * Socket.IO instantiates adapters with `new`, so this returns a plain function (an object it returns is used as is).
 */
export function withPacedFanOut(make: AdapterFactory, onError: (error: unknown) => void): AdapterFactory {
  return function pacedAdapter(nsp: Namespace): Adapter {
    const adapter = make(nsp);
    let lastApplyMs = 0;
    const pacer = new FanOutPacer(() => lastApplyMs, onError);

    const loop = adapter as unknown as SocketLoop;
    const apply = loop.apply.bind(adapter);
    loop.apply = (opts, callback) => {
      const started = performance.now();
      try {
        apply(opts, callback);
      } finally {
        lastApplyMs = performance.now() - started;
      }
    };

    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet, opts) => {
      const lane = laneOf(packet, opts.rooms, opts.except);
      // A clustered broadcast is async (it publishes, then writes); the pacer waits for it.
      if (lane) pacer.offer(lane, () => broadcast(packet, opts) as unknown);
      else broadcast(packet, opts);
    };

    const cluster = adapter as unknown as ClusterSide;
    if (typeof cluster.onMessage === 'function') {
      const onMessage = cluster.onMessage.bind(adapter);
      cluster.onMessage = (message, offset) => {
        const lane =
          message.type === MessageType.BROADCAST &&
          message.uid !== cluster.uid &&
          message.nsp === nsp.name &&
          message.data.requestId === undefined
            ? laneOf(
                message.data.packet as { data?: unknown },
                message.data.opts.rooms,
                message.data.opts.except,
              )
            : null;
        if (lane) pacer.offer(`from ${message.uid} ${lane}`, () => onMessage(message, offset));
        else onMessage(message, offset);
      };
    }
    return adapter;
  };
}

function laneOf(
  packet: { data?: unknown },
  rooms: Iterable<string> | undefined,
  except: Iterable<string> | undefined,
): string | null {
  if (!Array.isArray(packet?.data) || packet.data[0] !== PACED_EVENT) return null;
  const fightId = (packet.data[1] as { fightId?: unknown } | undefined)?.fightId;
  if (typeof fightId !== 'string') return null;
  return `${fightId} ${[...(rooms ?? [])].join(',')} -${[...(except ?? [])].join(',')}`;
}
