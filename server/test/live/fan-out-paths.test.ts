import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server, type Namespace } from 'socket.io';
import { SessionAwareAdapter, type Adapter, type BroadcastOptions } from 'socket.io-adapter';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { LIVE_NAMESPACE, room } from '@hema/shared/realtime/protocol';
import { MIN_FAN_OUT_INTERVAL_MS } from '../../src/transport/socket-io/fan-out-pacer.js';
import { PacedFanOut } from '../../src/transport/index.js';
import { TEST_REDIS_URL } from '../support/test-app.js';

/** Real Socket.IO servers and socket.io-client viewers on loopback; the adapters are the ones production uses. */

interface Live {
  nsp: Namespace;
  url: string;
  /** `<viewer> <event> <version>` in the order the server wrote them (Socket.IO's outgoing listeners). */
  written: string[];
  /** How many buffers each websocket frame written to a viewer was handed to its socket in. */
  frameParts: number[];
  close(): Promise<void>;
}

/** Records, for every frame the socket's `ws` sender writes, how many parts it came in (2: header and payload). */
function recordFrameParts(socket: unknown, parts: number[]): void {
  const sender = (socket as { conn: { transport: { socket?: { _sender?: Record<string, unknown> } } } }).conn
    .transport.socket?._sender;
  const sendFrame = sender?.sendFrame as ((list: unknown[], cb?: unknown) => void) | undefined;
  if (!sender || !sendFrame) return;
  sender.sendFrame = (list: unknown[], cb?: unknown) => {
    parts.push(list.length);
    sendFrame.call(sender, list, cb);
  };
}

const servers: Live[] = [];
const viewers: ClientSocket[] = [];

async function liveServer(adapter: unknown): Promise<Live> {
  const http = createServer();
  const io = new Server(http, {
    transports: ['websocket'],
    connectionStateRecovery: { maxDisconnectionDuration: 60_000, skipMiddlewares: true },
  });
  io.adapter(adapter as never);
  const nsp = io.of(LIVE_NAMESPACE);
  const written: string[] = [];
  const frameParts: number[] = [];
  nsp.on('connection', (socket) => {
    const { name, rooms } = socket.handshake.auth as { name: string; rooms: string[] };
    void socket.join(rooms);
    recordFrameParts(socket, frameParts);
    socket.onAnyOutgoing((event: string, payload?: { version?: number }) =>
      written.push(`${name} ${entry(event, payload)}`),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const live: Live = {
    nsp,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    written,
    frameParts,
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
  servers.push(live);
  return live;
}

const entry = (event: string, payload?: { version?: number }) =>
  payload?.version === undefined ? event : `${event} ${payload.version}`;

interface Viewer {
  name: string;
  /** `<event> <version>` in the order received. */
  events: string[];
  until(event: string): Promise<void>;
}

async function viewer(server: Live, name: string, rooms: string[]): Promise<Viewer> {
  const socket = connect(`${server.url}${LIVE_NAMESPACE}`, {
    transports: ['websocket'],
    auth: { name, rooms },
    reconnection: false,
  });
  viewers.push(socket);
  const events: string[] = [];
  const waiting: { event: string; resolve: () => void }[] = [];
  socket.onAny((event: string, payload?: { version?: number }) => {
    events.push(entry(event, payload));
    for (const w of waiting.filter((w) => events.includes(w.event))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    name,
    events,
    until: (event) =>
      events.includes(event) ? Promise.resolve() : new Promise((resolve) => waiting.push({ event, resolve })),
  };
}

const allReceive = (all: Viewer[], event: string) => Promise.all(all.map((v) => v.until(event)));

/** A ring's caption overlay and two spectators (one of them also follows the fight: it still gets one copy). */
async function ringViewers(server: Live) {
  const caption = await viewer(server, 'caption', [room.caption('a1')]);
  const spectators = [
    await viewer(server, 'spectator1', [room.area('a1')]),
    await viewer(server, 'spectator2', [room.area('a1'), room.fight('f1')]),
  ];
  return { caption, spectators, all: [caption, ...spectators] };
}

/** What LiveBroadcaster sends for one state: the caption room first, then everyone else. */
function publishState(nsp: Namespace, version: number): void {
  const state = { fightId: 'f1', version };
  nsp.to(room.caption('a1')).emit('fight:state', state);
  nsp
    .to([room.fight('f1'), room.area('a1')])
    .except(room.caption('a1'))
    .emit('fight:state', state);
}

/** Each state was written to the caption overlay before any spectator. */
function expectCaptionFirst(written: string[], versions: number[]): void {
  for (const version of versions) {
    const order = written.filter((line) => line.endsWith(` fight:state ${version}`));
    expect(order[0]).toBe(`caption fight:state ${version}`);
    expect(order).toHaveLength(3);
  }
}

/** Fake clock and timers (the pacer's intervals); the event loop and the sockets run for real. */
const fakeTimers = () =>
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'Date', 'hrtime'],
  });

function recordingLog() {
  const errors: string[] = [];
  return { errors, log: { error: (line: string) => errors.push(line), warn: () => undefined } };
}

afterEach(async () => {
  jest.useRealTimers();
  for (const socket of viewers.splice(0)) socket.disconnect();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('fan-out fast path', () => {
  it('writes every delivery of a fight state as a prebuilt frame, caption overlays first', async () => {
    const { errors, log } = recordingLog();
    const fanOut = new PacedFanOut(log);
    const server = await liveServer(fanOut.memoryAdapter());
    const ring = await ringViewers(server);

    publishState(server.nsp, 1);
    await allReceive(ring.all, 'fight:state 1');
    publishState(server.nsp, 2);
    await allReceive(ring.all, 'fight:state 2');

    expect(errors).toEqual([]);
    expect(fanOut.status).toEqual({
      fanOutMode: 'fast',
      fallbackReason: null,
      framesWritten: 6,
      libraryWrites: 0,
      coalesced: 0,
    });
    for (const v of ring.all) expect(v.events).toEqual(['fight:state 1', 'fight:state 2']);
    expectCaptionFirst(server.written, [1, 2]);
  });

  it('hands each socket a fight state as one buffer, header and payload joined once per fan-out', async () => {
    const fanOut = new PacedFanOut(recordingLog().log);
    const server = await liveServer(fanOut.memoryAdapter());
    const ring = await ringViewers(server);
    server.frameParts.length = 0;

    publishState(server.nsp, 1);
    await allReceive(ring.all, 'fight:state 1');

    // One `write` per socket instead of cork, two writes and uncork; the viewers decoded the same bytes.
    expect(server.frameParts).toEqual([1, 1, 1]);
    expect(fanOut.status.framesWritten).toBe(3);
  });

  it('holds a burst to its latest state per interval, and lets other events through meanwhile', async () => {
    const fanOut = new PacedFanOut(recordingLog().log);
    const server = await liveServer(fanOut.memoryAdapter());
    const ring = await ringViewers(server);
    fakeTimers();

    for (let v = 1; v <= 5; v++) publishState(server.nsp, v);
    await allReceive(ring.all, 'fight:state 5');
    for (let v = 6; v <= 9; v++) publishState(server.nsp, v);
    server.nsp.to(room.area('a1')).to(room.caption('a1')).emit('notice');
    await allReceive(ring.all, 'notice');
    for (const v of ring.all) expect(v.events).toEqual(['fight:state 5', 'notice']);

    jest.advanceTimersByTime(MIN_FAN_OUT_INTERVAL_MS);
    await allReceive(ring.all, 'fight:state 9');
    for (const v of ring.all) expect(v.events).toEqual(['fight:state 5', 'notice', 'fight:state 9']);
    expect(fanOut.status).toMatchObject({ fanOutMode: 'fast', framesWritten: 6, coalesced: 2 * (4 + 3) });
    expectCaptionFirst(server.written, [5, 9]);
  });

  it('sends a removal only after the state it would otherwise overtake', async () => {
    const fanOut = new PacedFanOut(recordingLog().log);
    const server = await liveServer(fanOut.memoryAdapter());
    const spectator = await viewer(server, 'spectator', [room.area('a1')]);
    fakeTimers();
    const toRing = () => server.nsp.to(room.area('a1'));

    toRing().emit('fight:state', { fightId: 'f1', version: 1 });
    await spectator.until('fight:state 1');
    toRing().emit('fight:state', { fightId: 'f1', version: 2 });
    toRing().emit('fight:removed', { fightId: 'f1', version: 2 });
    toRing().emit('notice');
    await spectator.until('notice');
    expect(spectator.events).toEqual(['fight:state 1', 'notice']);

    jest.advanceTimersByTime(MIN_FAN_OUT_INTERVAL_MS);
    await spectator.until('fight:removed 2');
    expect(spectator.events).toEqual(['fight:state 1', 'notice', 'fight:state 2', 'fight:removed 2']);
    expect(fanOut.status.framesWritten).toBe(3);
  });
});

describe('fan-out plain path', () => {
  it('takes the plain path when the operator asks for it, says so once, and still paces', async () => {
    const { errors, log } = recordingLog();
    const fanOut = new PacedFanOut(log, { plain: 'LIVE_FAN_OUT=plain' });
    const server = await liveServer(fanOut.memoryAdapter());
    const ring = await ringViewers(server);
    fakeTimers();

    for (let v = 1; v <= 5; v++) publishState(server.nsp, v);
    await allReceive(ring.all, 'fight:state 5');
    for (let v = 6; v <= 9; v++) publishState(server.nsp, v);
    server.nsp.to(room.area('a1')).to(room.caption('a1')).emit('notice');
    await allReceive(ring.all, 'notice');
    jest.advanceTimersByTime(MIN_FAN_OUT_INTERVAL_MS);
    await allReceive(ring.all, 'fight:state 9');

    for (const v of ring.all) expect(v.events).toEqual(['fight:state 5', 'notice', 'fight:state 9']);
    expectCaptionFirst(server.written, [5, 9]);
    expect(errors).toEqual([
      expect.stringMatching(/shortcut "prebuilt-frames" OFF, the supported .*LIVE_FAN_OUT=plain/),
    ]);
    expect(fanOut.status).toEqual({
      fanOutMode: 'plain',
      fallbackReason: 'LIVE_FAN_OUT=plain',
      framesWritten: 0,
      libraryWrites: 0,
      coalesced: 2 * (4 + 3),
    });
  });

  it('falls back when a method it takes over has another shape, and hooks neither it nor the encoder', async () => {
    const Base = SessionAwareAdapter as unknown as new (nsp: Namespace) => {
      apply(opts: BroadcastOptions, callback: (socket: unknown) => void): void;
    };
    /** As if a library release gave the socket loop a third parameter. */
    class ApplyWithThreeParameters extends Base {
      override apply(opts: BroadcastOptions, callback: (socket: unknown) => void, _extra?: unknown): void {
        super.apply(opts, callback);
      }
    }
    const { errors, log } = recordingLog();
    const fanOut = new PacedFanOut(log);
    const server = await liveServer(
      fanOut.wrap((nsp) => new ApplyWithThreeParameters(nsp) as unknown as Adapter),
    );
    const ring = await ringViewers(server);

    publishState(server.nsp, 1);
    await allReceive(ring.all, 'fight:state 1');

    expect(errors).toEqual([expect.stringMatching(/"prebuilt-frames" OFF.*ApplyWithThreeParameters\.apply/)]);
    expect(fanOut.status).toMatchObject({ fanOutMode: 'plain', framesWritten: 0, libraryWrites: 0 });
    expect(Object.hasOwn(server.nsp.adapter, '_encode')).toBe(false);
    expect(Object.hasOwn(server.nsp.adapter, 'apply')).toBe(false);
    expectCaptionFirst(server.written, [1]);
  });

  it('notices at the first fight state when the library stopped encoding once per broadcast', async () => {
    /** As if a library release wrote its sockets without `_encode` and `apply`. */
    class OwnSocketLoop extends SessionAwareAdapter {
      override broadcast(packet: { nsp?: string }, opts: BroadcastOptions): void {
        packet.nsp = this.nsp.name;
        const encoded = (this.nsp.server.encoder as { encode(p: unknown): unknown[] }).encode(packet);
        const ids = new Set<string>();
        for (const r of opts.rooms) for (const id of this.rooms.get(r) ?? []) ids.add(id);
        for (const r of opts.except ?? []) for (const id of this.rooms.get(r) ?? []) ids.delete(id);
        for (const id of ids)
          (
            this.nsp.sockets.get(id)?.client as { writeToEngine(e: unknown[], o: object): void } | undefined
          )?.writeToEngine(encoded, { preEncoded: true });
      }
    }
    const { errors, log } = recordingLog();
    const fanOut = new PacedFanOut(log);
    const server = await liveServer(fanOut.wrap((nsp) => new OwnSocketLoop(nsp)));
    const ring = await ringViewers(server);
    expect(fanOut.status.fanOutMode).toBe('fast');

    publishState(server.nsp, 1);
    await allReceive(ring.all, 'fight:state 1');
    publishState(server.nsp, 2);
    await allReceive(ring.all, 'fight:state 2');

    expect(errors).toEqual([
      expect.stringMatching(/"prebuilt-frames" OFF.*without encoding it once \(_encode\)/),
    ]);
    expect(fanOut.status).toMatchObject({ fanOutMode: 'plain', framesWritten: 0 });
    for (const v of ring.all) expect(v.events).toEqual(['fight:state 1', 'fight:state 2']);
  });
});

describe('fan-out across two servers on one Redis stream', () => {
  const streamName = `hema-test-${randomBytes(4).toString('hex')}:live`;
  const clients: Redis[] = [];
  const streams = () => {
    const client = new Redis(TEST_REDIS_URL);
    clients.push(client);
    return createAdapter(client, { streamName, blockTimeInMs: 100 }) as (nsp: Namespace) => Adapter;
  };
  /** The streams adapter as production wraps it. */
  const paced = (fanOut: PacedFanOut) => fanOut.wrap(streams(), { redisStreams: true });
  let redis: Redis;

  /** Until `to` reads the stream (it starts reading at the newest entry once its Redis connection is up). */
  async function streamIsRead(from: Live, to: Viewer): Promise<void> {
    const hello = setInterval(() => from.nsp.to(room.area('a1')).emit('hello'), 20);
    await to.until('hello');
    clearInterval(hello);
  }

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await redis.del(streamName);
    redis.disconnect();
    for (const client of clients) client.disconnect();
  });

  it('paces and writes on the fast path the states another server published', async () => {
    const fanOutA = new PacedFanOut(recordingLog().log);
    const fanOutB = new PacedFanOut(recordingLog().log);
    const a = await liveServer(paced(fanOutA));
    const b = await liveServer(paced(fanOutB));
    const ring = await ringViewers(b);
    await streamIsRead(a, ring.spectators[0]!);

    publishState(a.nsp, 1);
    await allReceive(ring.all, 'fight:state 1');
    publishState(a.nsp, 2);
    await allReceive(ring.all, 'fight:state 2');

    for (const v of ring.all)
      expect(v.events.filter((e) => e.startsWith('fight:'))).toEqual(['fight:state 1', 'fight:state 2']);
    expect(fanOutB.status).toMatchObject({ fanOutMode: 'fast', framesWritten: 6, libraryWrites: 0 });
    expect(fanOutA.status).toMatchObject({ fanOutMode: 'fast', framesWritten: 0 });
    // Every socket.io shortcut was taken on both servers (the Redis ones too), none fell back.
    expect([...fanOutA.shortcutsOff, ...fanOutB.shortcutsOff]).toEqual([]);
    expectCaptionFirst(b.written, [1, 2]);
  });

  it('reads back its own broadcasts from the stream without parsing them', async () => {
    const a = await liveServer(paced(new PacedFanOut(recordingLog().log)));
    const b = await liveServer(paced(new PacedFanOut(recordingLog().log)));
    const ring = await ringViewers(b);
    const onA = await viewer(a, 'spectatorA', [room.area('a1')]);
    await streamIsRead(a, ring.spectators[0]!);
    const decode = jest.spyOn(
      a.nsp.adapter.constructor as unknown as { decode: (raw: unknown) => unknown },
      'decode',
    );

    publishState(b.nsp, 1);
    await allReceive(ring.all, 'fight:state 1'); // B's two entries are in the stream (it delivers after adding)
    await onA.until('fight:state 1'); // A parsed them
    a.nsp.to(room.area('a1')).emit('after');
    await ring.spectators[0]!.until('after'); // B read on past its own two
    const uidOfB = (b.nsp.adapter as unknown as { uid: string }).uid;
    const parsedFromB = decode.mock.calls.filter(([raw]) => (raw as { uid: string }).uid === uidOfB);
    decode.mockRestore();

    // The adapter class is shared by both servers: two parses are A's; B parsing its own would make four.
    expect(parsedFromB).toHaveLength(2);
  });

  it('merges a burst from another server into its latest state, here, by this server’s pace', async () => {
    // The other server publishes every state unpaced, so all the pacing seen here is this server's.
    const a = await liveServer(streams());
    const fanOutB = new PacedFanOut(recordingLog().log);
    const b = await liveServer(paced(fanOutB));
    const spectator = await viewer(b, 'spectator', [room.area('a1')]);
    await streamIsRead(a, spectator);
    fakeTimers();
    const toRing = () => a.nsp.to(room.area('a1'));

    toRing().emit('fight:state', { fightId: 'f1', version: 1 });
    await spectator.until('fight:state 1');
    for (let v = 2; v <= 10; v++) toRing().emit('fight:state', { fightId: 'f1', version: v });
    // The stream keeps order: once the notice is here, every state before it has reached this server's pacer.
    toRing().emit('notice');
    await spectator.until('notice');
    const news = () => spectator.events.filter((e) => e !== 'hello');
    expect(news()).toEqual(['fight:state 1', 'notice']);

    jest.advanceTimersByTime(MIN_FAN_OUT_INTERVAL_MS);
    await spectator.until('fight:state 10');
    expect(news()).toEqual(['fight:state 1', 'notice', 'fight:state 10']);
    expect(fanOutB.status).toMatchObject({ fanOutMode: 'fast', framesWritten: 2, coalesced: 8 });
  });
});
