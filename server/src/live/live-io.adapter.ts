import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import type { Namespace, Server, ServerOptions, Socket } from 'socket.io';
import type { Adapter } from 'socket.io-adapter';
import { clientAddress, type TrustProxy } from '../common/client-address.js';
import {
  bindPlainListeners,
  PacedFanOut,
  reportShortcutOff,
  shortcut,
  type FanOutStatus,
  type MapPayload,
} from '../transport/index.js';

export interface RedisLinkListener {
  linkLost(): void;
  linkRecovered(): Promise<void>;
}

/**
 * The publishing connection's drops and returns: ioredis reconnects by itself, but what the streams adapter failed to
 * publish meanwhile is gone, so the listener resyncs. The first `ready` is the start, not a return.
 */
function watchLink(redis: Redis, listener: RedisLinkListener): void {
  let lost = false;
  redis.on('close', () => {
    if (lost) return;
    lost = true;
    listener.linkLost();
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    void listener.linkRecovered();
  });
}

/**
 * Socket.IO for the live namespace: websocket only (no sticky sessions), connection-state recovery, and with Redis
 * the streams adapter so every replica shares rooms (it survives Redis blips and supports recovery). Fight states
 * fan out paced, latest wins, on every replica (transport/socket-io/paced-adapter.ts); what goes around the libraries
 * is in server/src/transport/.
 */
export class LiveIoAdapter extends IoAdapter {
  private redis: Redis | null = null;
  private fanOut: PacedFanOut | null = null;
  private readonly log = new Logger('LiveIoAdapter');
  /** Whether the "plain-message-listeners" shortcut runs (checked once, at start-up). */
  private readonly plainListeners: boolean;

  constructor(
    app: INestApplicationContext,
    private readonly options: {
      redis: Redis | null;
      streamName: string;
      corsOrigins: string[];
      /** Express's `trust proxy` rule, so a socket's client address is the one REST sees (rate limits). */
      trustProxy?: TrustProxy;
      /** Told when the adapter's Redis connection drops and when it is ready again (live-resync.ts). */
      redisLink?: RedisLinkListener;
      /** `plain`: Socket.IO's own write path for fight states even where the fast one could run (LIVE_FAN_OUT). */
      fanOut?: 'fast' | 'plain';
    },
  ) {
    super(app);
    const differences = shortcut('plain-message-listeners').differences();
    this.plainListeners = differences.length === 0;
    if (!this.plainListeners) reportShortcutOff(this.log, 'plain-message-listeners', differences);
  }

  /** Every connection learns its client's address before the gateway sees it. */
  override bindClientConnect(server: Namespace, callback: (socket: Socket) => void): void {
    const trust = this.options.trustProxy ?? (() => false);
    server.on('connection', (socket: Socket) => {
      (socket.data as { address?: string }).address = clientAddress(socket.request, trust);
      callback(socket);
    });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      transports: ['websocket'],
      cors: { origin: this.options.corsOrigins.length > 0 ? this.options.corsOrigins : false },
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
      // Socket.IO's defaults: heartbeats cost CPU per socket, and 25 s still notices a dead judge quickly enough.
      pingInterval: 25_000,
      pingTimeout: 20_000,
      maxHttpBufferSize: 64 * 1024,
      // The apps bundle socket.io-client; serving /socket.io/socket.io.js would only put a check before every request.
      serveClient: false,
    } as ServerOptions);
    // Checks the libraries it reaches into, now, at start-up: one loud line if it has to take the plain path.
    const fanOut = new PacedFanOut(new Logger('LiveFanOut'), {
      plain: this.options.fanOut === 'plain' ? 'LIVE_FAN_OUT=plain' : null,
    });
    this.fanOut = fanOut;
    if (this.options.redis) {
      this.redis = this.options.redis.duplicate();
      this.redis.on('error', (error) => this.log.warn(`Redis (live adapter): ${error.message}`));
      if (this.options.redisLink) watchLink(this.redis, this.options.redisLink);
      // A short blocking read lets shutdown finish within a second.
      const streams = createAdapter(this.redis, {
        streamName: this.options.streamName,
        maxLen: 10_000,
        blockTimeInMs: 1000,
      }) as (nsp: Namespace) => Adapter;
      server.adapter(fanOut.wrap(streams, { redisStreams: true }) as never);
    } else {
      // The adapter Socket.IO picks for connection-state recovery, paced the same way.
      server.adapter(fanOut.memoryAdapter() as never);
    }
    return server;
  }

  /** Which fan-out path runs (fast or plain, and why) and what it has written; null before the server exists. */
  get fanOutStatus(): FanOutStatus | null {
    return this.fanOut?.status ?? null;
  }

  /** Nest's binding, or the same contract with plain listeners (the "plain-message-listeners" shortcut). */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    if (!this.plainListeners) return super.bindMessageHandlers(socket, handlers, transform);
    bindPlainListeners(socket, handlers, transform, this.mapPayload.bind(this) as MapPayload, this.log);
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    // disconnect, not quit: the adapter's client sits in a blocking XREAD that quit would wait out.
    this.redis?.disconnect();
  }
}
