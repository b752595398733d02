import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { now, sleep, withTimeout } from './clock.js';
import type { Json } from './api.js';

export interface CommandOutcome {
  ok: boolean;
  version: number;
  sentAt: number;
  ackAt: number;
  reason?: string;
  /** One scoring made of several judges' calls (a panel): each call's acknowledgment latency. */
  acks?: number[];
}

/** Something that scores one fight: a judge on the real server, or the floor server's judge. */
export interface Scorer {
  readonly fightId: string;
  score(side: 1 | 2): Promise<CommandOutcome>;
  close(): void;
}

/** How long a command may wait for its answer (BENCH_ACK_TIMEOUT_MS; longer on a loaded machine). */
const ACK_TIMEOUT_MS = Number(process.env.BENCH_ACK_TIMEOUT_MS ?? 15_000);

/** A signed-in device's socket on the live namespace, as the app opens it (websocket only), connected. */
export async function connectDevice(baseUrl: string, token: string, what: string): Promise<Socket> {
  const socket = io(`${baseUrl}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    }),
    20_000,
    what,
  );
  return socket;
}

/** A judge console on the live namespace: 'fight:command' with emitWithAck, like the client's outbox sends it. */
export class SioJudge implements Scorer {
  private constructor(
    private readonly socket: Socket,
    readonly fightId: string,
  ) {}

  static async connect(baseUrl: string, token: string, fightId: string): Promise<SioJudge> {
    const socket = await connectDevice(baseUrl, token, 'judge connect');
    return new SioJudge(socket, fightId);
  }

  async command(event: Record<string, unknown>): Promise<CommandOutcome & { state?: Json }> {
    const sentAt = now();
    try {
      const answer = (await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('fight:command', {
        commandId: randomUUID(),
        fightId: this.fightId,
        event: { at: Date.now(), ...event },
      })) as Json;
      const ackAt = now();
      return answer.ok
        ? { ok: true, version: answer.version, sentAt, ackAt, state: answer.state }
        : { ok: false, version: answer.state?.version ?? -1, sentAt, ackAt, reason: answer.reason };
    } catch (error) {
      return { ok: false, version: -1, sentAt, ackAt: now(), reason: (error as Error).message };
    }
  }

  score(side: 1 | 2): Promise<CommandOutcome> {
    return this.command({ type: 'SCORE', side, delta: 1 });
  }

  close(): void {
    this.socket.disconnect();
  }
}

/**
 * The floor's judge: sends the frame a socket.io spectator would get for this fight (same bytes: the real state taken
 * from the server, with the next version and a fresh serverTime) and waits for the floor server's acknowledgment.
 */
export class FloorJudge implements Scorer {
  private nextId = 1;
  private version: number;
  private readonly waiting = new Map<number, (at: number) => void>();

  private constructor(
    private readonly socket: WebSocket,
    private readonly template: Json,
    readonly fightId: string,
  ) {
    this.version = template.version;
    socket.on('message', (data: Buffer) => {
      const { id } = JSON.parse(data.toString()) as { id: number };
      this.waiting.get(id)?.(now());
      this.waiting.delete(id);
    });
  }

  static async connect(wsUrl: string, template: Json, fightId: string): Promise<FloorJudge> {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      }),
      20_000,
      'floor judge connect',
    );
    return new FloorJudge(socket, template, fightId);
  }

  /** The frame of one state, byte for byte what Socket.IO writes. */
  frame(version: number, side: 1 | 2): string {
    const view = { ...this.template.view };
    if (side === 1) view.score1 = (view.score1 ?? 0) + 1;
    else view.score2 = (view.score2 ?? 0) + 1;
    this.template.view = view;
    const state = { ...this.template, fightId: this.fightId, version, view, serverTime: Date.now() };
    // Socket.IO appends the recovery offset (a Redis stream id with the streams adapter): same bytes here.
    return `42/live,${JSON.stringify(['fight:state', state, `${Date.now()}-0`])}`;
  }

  async score(side: 1 | 2): Promise<CommandOutcome> {
    const id = this.nextId++;
    const version = ++this.version;
    const frame = this.frame(version, side);
    const sentAt = now();
    const acked = new Promise<number>((resolve) => this.waiting.set(id, resolve));
    this.socket.send(JSON.stringify({ id, frame }));
    try {
      const ackAt = await withTimeout(acked, ACK_TIMEOUT_MS, 'floor ack');
      return { ok: true, version, sentAt, ackAt };
    } catch (error) {
      this.waiting.delete(id);
      return { ok: false, version: -1, sentAt, ackAt: now(), reason: (error as Error).message };
    }
  }

  get lastVersion(): number {
    return this.version;
  }

  close(): void {
    this.socket.close();
  }
}

export interface DriveResult {
  /** Per fight: [version, send time] of every acknowledged command. */
  sends: Map<string, [number, number][]>;
  ackLatency: number[];
  commands: number;
  failed: number;
  failures: Record<string, number>;
  /** Send time of the last command (the end of a burst). */
  lastSentAt: number;
  startedAt: number;
}

/**
 * Open-loop scoring: every scorer sends `ratePerSecond` commands a second for `durationMs`, on a fixed schedule (a
 * judge presses keys whether or not the last one was acknowledged), rings staggered evenly. Then waits for the
 * outstanding acknowledgments (bounded).
 */
export async function drive(
  scorers: readonly Scorer[],
  ratePerSecond: number,
  durationMs: number,
): Promise<DriveResult> {
  const result: DriveResult = {
    sends: new Map(scorers.map((s) => [s.fightId, []])),
    ackLatency: [],
    commands: 0,
    failed: 0,
    failures: {},
    lastSentAt: 0,
    startedAt: now(),
  };
  const interval = 1000 / ratePerSecond;
  const perScorer = Math.max(1, Math.floor((durationMs / 1000) * ratePerSecond));
  const pending: Promise<void>[] = [];
  const start = now() + 20;
  result.startedAt = start;
  const lanes = scorers.map(async (scorer, lane) => {
    const offset = (lane / scorers.length) * interval;
    for (let k = 0; k < perScorer; k++) {
      const due = start + offset + k * interval;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      result.commands++;
      pending.push(
        scorer.score(k % 2 === 0 ? 1 : 2).then((outcome) => {
          result.lastSentAt = Math.max(result.lastSentAt, outcome.sentAt);
          if (outcome.acks) result.ackLatency.push(...outcome.acks);
          if (outcome.ok) {
            if (!outcome.acks) result.ackLatency.push(outcome.ackAt - outcome.sentAt);
            // A panel's calls do not answer the fight's version: its receipts are not followed.
            if (outcome.version >= 0)
              result.sends.get(scorer.fightId)!.push([outcome.version, outcome.sentAt]);
          } else {
            result.failed++;
            const reason = outcome.reason ?? 'unknown';
            result.failures[reason] = (result.failures[reason] ?? 0) + 1;
          }
        }),
      );
    }
  });
  await Promise.all(lanes);
  await withTimeout(Promise.all(pending), ACK_TIMEOUT_MS + 5000, 'outstanding acknowledgments').catch(
    () => undefined,
  );
  return result;
}
