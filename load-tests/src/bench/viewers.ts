import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { now, withTimeout } from './clock.js';
import type { ReceiptLog } from './receipts.js';

/** The parts of a fight:state message the harness reads. */
interface StateLite {
  fightId: string;
  version: number;
  serverTime?: number;
}

export type ViewerKind = 'sio' | 'ws' | 'poll' | 'sse';

export interface ViewerCounters {
  connected: number;
  failed: number;
  disconnects: number;
  firstError: string | null;
  polls: number;
  polls200: number;
  polls304: number;
  pollErrors: number;
  pollSkipped: number;
  pollLatency: number[];
  errorKinds: Record<string, number>;
  /** Spectators that reconnected to the failover replica and subscribed again. */
  resynced: number;
}

export function newCounters(): ViewerCounters {
  return {
    connected: 0,
    failed: 0,
    disconnects: 0,
    firstError: null,
    polls: 0,
    polls200: 0,
    polls304: 0,
    pollErrors: 0,
    pollSkipped: 0,
    pollLatency: [],
    errorKinds: {},
    resynced: 0,
  };
}

export interface Viewer {
  kind: ViewerKind;
  index: number;
  close(): void;
}

/** How long a viewer may take to connect (BENCH_CONNECT_TIMEOUT_MS; longer on a machine others load). */
const CONNECT_TIMEOUT_MS = Number(process.env.BENCH_CONNECT_TIMEOUT_MS ?? 20_000);

/**
 * A socket.io spectator (or caption overlay) on the live namespace, websocket transport only, its own connection
 * (forceNew), no automatic reconnection (a drop is counted, not hidden). Subscribes to `room` and records every
 * fight:state.
 *
 * With `failoverUrl` (the reconnect storm) a dropped spectator does what the app's live connection does when its
 * replica dies: after socket.io-client's jittered back-off (the app's settings: 500 ms × 0.5–1.5, doubling up to
 * 4 s) it opens a websocket to the other replica and subscribes again with the versions it holds (`known`), so the
 * answer carries only what is newer.
 */
export async function sioViewer(
  log: ReceiptLog,
  counters: ViewerCounters,
  baseUrl: string,
  areaId: string,
  room: string,
  failoverUrl?: string,
): Promise<Viewer> {
  const index = log.addViewer(areaId);
  const held = new Map<string, number>();
  let socket: Socket;
  let closed = false;
  const open = async (url: string) => {
    const next: Socket = io(`${url}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: CONNECT_TIMEOUT_MS,
    });
    socket = next;
    next.on('fight:state', (state: StateLite) => {
      held.set(state.fightId, Math.max(held.get(state.fightId) ?? -1, state.version));
      log.receive(
        index,
        state.fightId,
        state.version,
        now(),
        state.serverTime ? Date.now() - state.serverTime : Number.NaN,
      );
    });
    try {
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          next.once('connect', () => resolve());
          next.once('connect_error', (error) => reject(error));
        }),
        CONNECT_TIMEOUT_MS,
        'socket.io connect',
      );
      const answer = (await next
        .timeout(CONNECT_TIMEOUT_MS)
        .emitWithAck('live:subscribe', { rooms: [room], known: Object.fromEntries(held) })) as {
        ok: boolean;
        states: StateLite[];
        message?: string;
        retryAfterMs?: number;
      };
      if (!answer.ok) throw new Error(`subscribe refused: ${answer.message}`);
      for (const state of answer.states) {
        if (held.has(state.fightId)) log.receive(index, state.fightId, state.version, now());
        else log.known(index, state.fightId, state.version);
        held.set(state.fightId, Math.max(held.get(state.fightId) ?? -1, state.version));
      }
    } catch (error) {
      next.disconnect();
      throw error;
    }
    next.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      counters.disconnects++;
      if (failoverUrl && !closed) void failover(failoverUrl);
    });
  };
  const failover = async (url: string) => {
    for (let attempt = 0; !closed && attempt < 12; attempt++) {
      const base = Math.min(4000, 500 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, base * (0.5 + Math.random())));
      try {
        await open(url);
        counters.resynced++;
        return;
      } catch {
        // the other replica is busy or the answer was refused: back off and try again
      }
    }
  };
  await open(baseUrl);
  return {
    kind: 'sio',
    index,
    close: () => {
      closed = true;
      socket.disconnect();
    },
  };
}

/**
 * A socket.io spectator that speaks the wire protocol itself over a bare `ws` socket (Engine.IO 4 and Socket.IO 5
 * text frames: open `0{…}`, namespace connect `40/live,`, ping `2` → pong `3`, subscribe `42/live,0[…]` with its ack
 * `43/live,0[…]`, states `42/live,["fight:state",{…}]`). The server sees exactly what socket.io-client gives it; the
 * viewer process spends on a frame what the raw `ws` viewer spends (a `JSON.parse`), not socket.io-client's decoder,
 * event emitter and ack machinery. With 10,000 spectators sharing this machine's two cores with the server, that
 * client-side cost queued frames in the viewer processes and was read as push latency (the targets of architecture.md §6
 * compare the server's path with raw `ws`, not two client libraries). The reconnect storm keeps socket.io-client:
 * its back-off and resubscription are what it measures.
 */
export async function sioWireViewer(
  log: ReceiptLog,
  counters: ViewerCounters,
  baseUrl: string,
  areaId: string,
  room: string,
): Promise<Viewer> {
  const index = log.addViewer(areaId);
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith('42/live,')) {
        const [, state] = JSON.parse(text.slice(text.indexOf('['))) as [string, StateLite];
        log.receive(
          index,
          state.fightId,
          state.version,
          now(),
          state.serverTime ? Date.now() - state.serverTime : Number.NaN,
        );
      } else if (text === '2') socket.send('3');
      else if (text[0] === '0') socket.send('40/live,');
      else if (text.startsWith('40/live,'))
        socket.send(`42/live,0${JSON.stringify(['live:subscribe', { rooms: [room], known: {} }])}`);
      else if (text.startsWith('43/live,0')) {
        const [answer] = JSON.parse(text.slice(text.indexOf('['))) as [
          { ok: boolean; states: StateLite[]; message?: string },
        ];
        if (!answer.ok) return reject(new Error(`subscribe refused: ${answer.message}`));
        for (const state of answer.states) log.known(index, state.fightId, state.version);
        resolve();
      } else if (text.startsWith('44/live,')) reject(new Error(`namespace refused: ${text}`));
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('closed before subscribing')));
  });
  return bareSocketViewer('sio', index, socket, counters, subscribed, 'socket.io subscribe');
}

/**
 * A raw `ws` viewer of the floor server: the same bytes as a socket.io fight:state frame
 * (`42/live,["fight:state",{…}]`), parsed from the first '['.
 */
export async function wsViewer(
  log: ReceiptLog,
  counters: ViewerCounters,
  wsUrl: string,
  areaId: string,
): Promise<Viewer> {
  const index = log.addViewer(areaId);
  const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    const [, state] = JSON.parse(text.slice(text.indexOf('['))) as [string, StateLite];
    log.receive(index, state.fightId, state.version, now());
  });
  const open = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return bareSocketViewer('ws', index, socket, counters, open, 'ws connect');
}

/**
 * A client of the open live feed (issue 33): one Server-Sent Events stream of one ring
 * (`{feedUrl}?ring={areaId}`) on its own connection, read the way docs/api.md tells a client to — the fights of the
 * starting snapshot are what it knows, every later `fight` message a delivery. Parsing is one `JSON.parse` per
 * message, as the `ws` viewer's.
 */
export async function sseViewer(
  log: ReceiptLog,
  counters: ViewerCounters,
  feedUrl: string,
  areaId: string,
): Promise<Viewer> {
  const index = log.addViewer(areaId);
  let closing = false;
  let start: string | null = null;
  let request!: http.ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(`${feedUrl}?ring=${areaId}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`feed answered ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.indexOf('\ndata: ');
          if (data < 0) continue;
          const message = JSON.parse(block.slice(data + 7)) as StateLite & {
            type: string;
            position: string;
            state: StateLite | null;
          };
          if (message.type === 'ready') {
            start = message.position;
            resolve();
          } else if (message.type === 'fight') {
            if (message.position === start) log.known(index, message.fightId, message.version);
            else
              log.receive(
                index,
                message.fightId,
                message.version,
                now(),
                message.state?.serverTime ? Date.now() - message.state.serverTime : Number.NaN,
              );
          }
        }
      });
      res.on('close', () => {
        if (!closing) counters.disconnects++;
      });
    });
    request.on('error', (error) => {
      counters.firstError ??= error.message;
      reject(error);
    });
  });
  await withTimeout(ready, CONNECT_TIMEOUT_MS, 'feed connect').catch((error) => {
    request.destroy();
    throw error;
  });
  return {
    kind: 'sse',
    index,
    close: () => {
      closing = true;
      request.destroy();
    },
  };
}

/**
 * A viewer on a bare `ws` socket once `ready` settles (given up after the connect timeout): errors noted, a close it
 * did not ask for counted as a disconnect.
 */
async function bareSocketViewer(
  kind: 'sio' | 'ws',
  index: number,
  socket: WebSocket,
  counters: ViewerCounters,
  ready: Promise<void>,
  what: string,
): Promise<Viewer> {
  socket.on('error', (error) => {
    counters.firstError ??= error.message;
  });
  await withTimeout(ready, CONNECT_TIMEOUT_MS, what).catch((error) => {
    socket.terminate();
    throw error;
  });
  let closing = false;
  socket.on('close', () => {
    if (!closing) counters.disconnects++;
  });
  return {
    kind,
    index,
    close: () => {
      closing = true;
      socket.close();
    },
  };
}

/**
 * A viewer that polls GET /api/live/areas/{id} once a second with If-None-Match, on its own keep-alive connection,
 * like HEMA Scorecard's live pages. A poll still in flight when the next is due is skipped (counted).
 */
export class PollViewer implements Viewer {
  readonly kind = 'poll';
  readonly index: number;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private etag: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private stopAt = 0;

  constructor(
    private readonly log: ReceiptLog,
    private readonly counters: ViewerCounters,
    private readonly baseUrl: URL,
    private readonly areaId: string,
    private readonly intervalMs: number,
  ) {
    this.index = log.addViewer(areaId);
  }

  /** Polls every intervalMs from a random phase, for at most durationMs. */
  start(durationMs: number): void {
    this.stop();
    const begin = now() + Math.random() * this.intervalMs;
    this.stopAt = begin + durationMs;
    let tick = 0;
    const schedule = () => {
      const due = begin + tick * this.intervalMs;
      if (due > this.stopAt) return;
      this.timer = setTimeout(
        () => {
          tick++;
          this.poll();
          schedule();
        },
        Math.max(0, due - now()),
      );
    };
    schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The first read (without ETag), so the viewer starts from the current versions like a page load. */
  prime(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.request((status, body) => {
        if (status !== 200 || !body) return reject(new Error(`poll prime: HTTP ${status}`));
        for (const state of body.states) this.log.known(this.index, state.fightId, state.version);
        resolve();
      }, reject);
    });
  }

  private poll(): void {
    if (this.busy) {
      this.counters.pollSkipped++;
      return;
    }
    this.busy = true;
    const t0 = now();
    this.counters.polls++;
    this.request(
      (status, body) => {
        this.busy = false;
        const at = now();
        this.counters.pollLatency.push(at - t0);
        if (status === 304) this.counters.polls304++;
        else if (status === 200 && body) {
          this.counters.polls200++;
          for (const state of body.states)
            this.log.receive(this.index, state.fightId, state.version, at, Date.now() - body.serverTime);
        } else this.counters.pollErrors++;
      },
      (error) => {
        this.busy = false;
        this.counters.pollErrors++;
        this.counters.firstError ??= error.message;
        this.counters.errorKinds[error.message] = (this.counters.errorKinds[error.message] ?? 0) + 1;
      },
    );
  }

  private request(
    done: (status: number, body: { states: StateLite[]; serverTime: number } | null) => void,
    fail: (error: Error) => void,
  ): void {
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      action();
    };
    const req = http.request(
      {
        host: this.baseUrl.hostname,
        port: this.baseUrl.port,
        path: `/api/live/areas/${this.areaId}`,
        agent: this.agent,
        headers: this.etag ? { 'if-none-match': this.etag } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => finish(() => fail(error)));
        res.on('close', () => finish(() => fail(new Error('poll answer cut off'))));
        res.on('end', () => {
          const etag = res.headers.etag;
          if (typeof etag === 'string') this.etag = etag;
          finish(() => {
            if (res.statusCode !== 200) return done(res.statusCode ?? 0, null);
            try {
              done(200, JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              fail(error as Error);
            }
          });
        });
      },
    );
    // A hard deadline per poll, wherever it hangs (agent queue, connect, answer).
    const deadline = setTimeout(() => req.destroy(new Error('poll timed out (10 s)')), 10_000);
    req.on('error', (error) => finish(() => fail(error)));
    req.end();
  }

  close(): void {
    this.stop();
    this.agent.destroy();
  }
}
