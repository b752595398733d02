/**
 * The event-day phases: idle pollers, a page-load stampede against Node's bare `http` floor, a reconnect
 * storm onto a second replica, and the embedded PGlite judge path. Each measures against a floor or a reference of
 * the same run; live-bench.ts runs them and report-scale.ts prints them.
 */
import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api, createWorld, type World } from './api.js';
import { freePort, LOAD_TESTS_DIST, startNode, waitForHttp, waitForLine, type Child } from './children.js';
import { now, sleep } from './clock.js';
import { checkpoint, databaseTransactions } from './database.js';
import { drive, SioJudge } from './judge.js';
import { sampleAllProcesses, sampleProc } from './proc.js';
import type { FightTimeline } from './receipts.js';
import type { ClientWorker } from './workers.js';
import type { WorkerReply } from './worker-protocol.js';
import { summarize, type Summary } from '../stats.js';

export interface PollIdleResult {
  pollers: number;
  seconds: number;
  requests: number;
  ok200: number;
  notModified: number;
  errors: number;
  latency: Summary;
  serverCores: number;
  /** The server's cores over a window of the same length just before, the pollers connected but silent. */
  idleServerCores: number;
  postgresCores: number;
  /** Postgres transactions of the bench database in the window. */
  dbTransactions: number;
}

export interface LoadSide {
  requests: number;
  errors: number;
  cpuMs: number;
  cpuPerRequestUs: number;
  latency: Summary;
}

export interface StampedeResult {
  path: string;
  requests: number;
  seconds: number;
  bytes: number;
  encoding: string;
  server: LoadSide;
  floor: LoadSide;
}

export interface StormResult {
  spectators: number;
  firstConnectMs: number;
  /** From the kill until every spectator held every fight's final version (NaN: not within the limit). */
  stormMs: number;
  behind: number;
  resynced: number;
  failedFirstConnect: number;
  replicaCpuMs: number;
  replicaCores: number;
  postgresCores: number;
}

export interface PgliteResult {
  rings: number;
  rate: number;
  seconds: number;
  commands: number;
  failed: number;
  ack: Summary;
  cpuPerCommandMs: number;
  serverCores: number;
}

const cpuOf = (pid: number) => sampleProc(pid).cpuMs;

/** Cores used by processes named `comm` between two samples. */
function coresOf(
  before: ReturnType<typeof sampleAllProcesses>,
  after: ReturnType<typeof sampleAllProcesses>,
  match: (comm: string) => boolean,
  windowMs: number,
): number {
  let ms = 0;
  for (const [pid, p] of after) if (match(p.comm)) ms += p.cpuMs - (before.get(pid)?.cpuMs ?? 0);
  return ms / windowMs;
}

/** How long the pollers poll before the measured window (every poller has its first 304 long before). */
const POLL_WARM_UP_MS = 15_000;

/** 1 s polling with nothing changing: what the server and Postgres spend on it (the pollers are connected). */
export async function pollIdle(
  pollers: number,
  workers: ClientWorker[],
  serverPid: number,
  databaseName: string,
  seconds: number,
): Promise<PollIdleResult> {
  await Promise.all(workers.map((w) => w.ask({ op: 'reset' })));
  await checkpoint();
  // What the server spends with nobody polling (heartbeats of the judges' and overlays' sockets, timers, Redis
  // reads, its collector): the pollers' cost is what they add to it.
  const idleCpu = cpuOf(serverPid);
  const idleStart = now();
  await sleep(seconds * 1000);
  const idleServerCores = (cpuOf(serverPid) - idleCpu) / (now() - idleStart);
  await Promise.all(
    workers.map((w) => w.ask({ op: 'startPolling', durationMs: POLL_WARM_UP_MS + seconds * 1000 + 30_000 })),
  );
  // Unreported, like the push path's warm-up: the 304 path is compiled and the collector has sized its young
  // generation for it (the first seconds of polling a fresh path cost 2-5 times the settled figure).
  await sleep(POLL_WARM_UP_MS);
  const xacts = await databaseTransactions(databaseName);
  const cpu = cpuOf(serverPid);
  const all = sampleAllProcesses();
  const t0 = now();
  await Promise.all(workers.map((w) => w.ask({ op: 'reset' })));
  await sleep(seconds * 1000);
  const windowMs = now() - t0;
  const serverCores = (cpuOf(serverPid) - cpu) / windowMs;
  const postgresCores = coresOf(all, sampleAllProcesses(), (c) => c === 'postgres', windowMs);
  await Promise.all(workers.map((w) => w.ask({ op: 'stopPolling' })));
  await sleep(1200); // Postgres publishes its statistics about once a second
  const dbTransactions = (await databaseTransactions(databaseName)) - xacts;
  const replies = (await Promise.all(
    workers.map((w) => w.ask({ op: 'collect', kind: 'poll', timelines: [] })),
  )) as Extract<WorkerReply, { counters: unknown }>[];
  const c = replies.map((r) => r.counters);
  return {
    pollers,
    seconds,
    requests: c.reduce((n, x) => n + x.polls, 0),
    ok200: c.reduce((n, x) => n + x.polls200, 0),
    notModified: c.reduce((n, x) => n + x.polls304, 0),
    errors: c.reduce((n, x) => n + x.pollErrors, 0),
    latency: summarize(Float64Array.from(c.flatMap((x) => Array.from(x.pollLatency)))),
    serverCores,
    idleServerCores,
    postgresCores,
    dbTransactions,
  };
}

/** One GET on a fresh connection (a phone opening the page): status, bytes and time. */
function load(
  url: URL,
  acceptEncoding: string | null = 'br, gzip, deflate',
): Promise<{ status: number; ms: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  const t0 = now();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: now() - t0,
          body: Buffer.concat(chunks),
          headers: res.headers,
        }),
      );
      res.on('error', () => resolve({ status: 0, ms: now() - t0, body: Buffer.alloc(0), headers: {} }));
    });
    req.setTimeout(10_000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: now() - t0, body: Buffer.alloc(0), headers: {} }));
  });
}

/** `count` loads spread evenly over `seconds` (open loop), the target's CPU over the window. */
async function loadStorm(url: URL, pid: number, count: number, seconds: number): Promise<LoadSide> {
  const cpu = cpuOf(pid);
  const start = now();
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = start + (i * seconds * 1000) / count - now();
    if (wait > 0) await sleep(wait);
    pending.push(
      load(url).then((r) => {
        if (r.status === 200) latencies.push(r.ms);
        else errors++;
      }),
    );
  }
  await Promise.all(pending);
  const cpuMs = cpuOf(pid) - cpu;
  return {
    requests: count,
    errors,
    cpuMs,
    cpuPerRequestUs: (cpuMs * 1000) / count,
    latency: summarize(Float64Array.from(latencies)),
  };
}

/**
 * `count` loads of the category page's data (its stages: pools, bracket, fights) within `seconds`, on fresh
 * connections, then the same against Node's bare `http` server answering the very bytes and headers from memory.
 */
export async function stampede(
  baseUrl: string,
  serverPid: number,
  world: World,
  count: number,
  seconds: number,
  cleanups: (() => Promise<unknown>)[],
): Promise<StampedeResult> {
  const path = `/api/nominations/${world.nominationId}/stages`;
  const url = new URL(path, baseUrl);
  const floor = await startHttpFloor(url, 'br, gzip, deflate', cleanups);
  await checkpoint();
  const server = await loadStorm(url, serverPid, count, seconds);
  await sleep(2000);
  const floorSide = await loadStorm(new URL(path, floor.url), floor.child.pid, count, seconds);
  await floor.child.stop();
  return {
    path,
    requests: count,
    seconds,
    bytes: floor.bytes,
    encoding: floor.encoding,
    server,
    floor: floorSide,
  };
}

/**
 * Node's bare `http` server (http-floor-server.ts) answering what the server answered `url` with — the same bytes and
 * headers, a 304 for its ETag — from memory: the floor the read path is measured against.
 */
export async function startHttpFloor(
  url: URL,
  acceptEncoding: string | null,
  cleanups: (() => Promise<unknown>)[],
): Promise<{ child: Child; url: string; bytes: number; encoding: string }> {
  const sample = await load(url, acceptEncoding);
  if (sample.status !== 200) throw new Error(`http floor: GET ${url.pathname} answered ${sample.status}`);
  const dir = mkdtempSync(join(tmpdir(), 'hema-floor-'));
  const bodyFile = join(dir, 'body');
  writeFileSync(bodyFile, sample.body);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'])
    if (typeof sample.headers[name] === 'string') headers[name] = sample.headers[name] as string;
  const port = await freePort();
  const child: Child = startNode('http-floor', [join(LOAD_TESTS_DIST, 'http-floor-server.js')], {
    ...process.env,
    PORT: String(port),
    BODY_FILE: bodyFile,
    HEADERS_JSON: JSON.stringify(headers),
    NODE_OPTIONS: '',
  });
  cleanups.push(() => child.stop());
  await waitForLine(child, /ready \d+/);
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    bytes: sample.body.length,
    encoding: headers['content-encoding'] ?? 'identity',
  };
}

/** A second replica of the server on the same database and Redis stream. */
export async function startReplica(
  serverMain: string,
  env: NodeJS.ProcessEnv,
  flags: string[],
  cleanups: (() => Promise<unknown>)[],
): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = startNode('replica', [serverMain], { ...env, PORT: String(port) }, flags);
  cleanups.push(() => child.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, child);
  return { child, url };
}

/**
 * The reconnect storm: `spectators` on replica A (connected first, timed), A is killed, they reconnect to replica B
 * with jittered back-off and resubscribe by version while a judge on B goes on scoring; measured until every one of
 * them holds the final version, with B's CPU over that time.
 */
export async function reconnectStorm(input: {
  workers: ClientWorker[];
  primary: Child;
  primaryUrl: string;
  replica: Child;
  replicaUrl: string;
  token: string;
  fightId: string;
  areaId: string;
  spectators: number;
  log: (message: string) => void;
}): Promise<StormResult> {
  const { workers, spectators } = input;
  await Promise.all(workers.map((w) => w.ask({ op: 'reset' })));
  const shares = workers.map(
    (_, i) => Math.floor(spectators / workers.length) + (i < spectators % workers.length ? 1 : 0),
  );
  const t0 = now();
  const replies = (await Promise.all(
    workers.map((w, i) =>
      w.ask(
        {
          op: 'connect',
          kind: 'sio',
          count: shares[i],
          url: input.primaryUrl,
          areaIds: [input.areaId],
          concurrency: 100,
          failoverUrl: input.replicaUrl,
        },
        300_000,
      ),
    ),
  )) as Extract<WorkerReply, { connected: number }>[];
  const firstConnectMs = now() - t0;
  const failedFirstConnect = replies.reduce((n, r) => n + r.failed, 0);
  input.log(
    `storm: ${spectators - failedFirstConnect} spectators on the primary in ${(firstConnectMs / 1000).toFixed(1)} s`,
  );
  const judge = await SioJudge.connect(input.replicaUrl, input.token, input.fightId);
  await sleep(3000);
  await checkpoint();
  const cpu = cpuOf(input.replica.pid);
  const all = sampleAllProcesses();
  const killedAt = now();
  input.primary.process.kill('SIGKILL');
  // The judge on the surviving replica goes on scoring while the spectators come over.
  const drove = await drive([judge], 3, 2000);
  const final = (await new Api(input.replicaUrl).request('GET', `/api/fights/${input.fightId}/state`))
    .version as number;
  const timelines: FightTimeline[] = [
    { fightId: input.fightId, areaId: input.areaId, sends: drove.sends.get(input.fightId)!, final },
  ];
  let behind: number;
  const deadline = now() + 120_000;
  for (;;) {
    const answers = (await Promise.all(
      workers.map((w) => w.ask({ op: 'behind', kind: 'sio', timelines })),
    )) as Extract<WorkerReply, { behind: number }>[];
    behind = answers.reduce((n, r) => n + r.behind, 0);
    if (behind === 0 || now() > deadline) break;
    await sleep(100);
  }
  const stormMs = behind === 0 ? now() - killedAt : Number.NaN;
  const windowMs = now() - killedAt;
  const replicaCpuMs = cpuOf(input.replica.pid) - cpu;
  const postgresCores = coresOf(all, sampleAllProcesses(), (c) => c === 'postgres', windowMs);
  const collected = (await Promise.all(
    workers.map((w) => w.ask({ op: 'collect', kind: 'sio', timelines })),
  )) as Extract<WorkerReply, { counters: unknown }>[];
  judge.close();
  await Promise.all(workers.map((w) => w.ask({ op: 'close', kind: 'sio' })));
  return {
    spectators,
    firstConnectMs,
    stormMs,
    behind,
    resynced: collected.reduce((n, r) => n + r.counters.resynced, 0),
    failedFirstConnect,
    replicaCpuMs,
    replicaCores: replicaCpuMs / windowMs,
    postgresCores,
  };
}

/**
 * The embedded default: `node server/dist/main.js` with no DATABASE_URL and no Redis (PGlite in a fresh data folder,
 * the demo world seeded), four rings scored at once at `rate` for `seconds`, judge acknowledgments and server CPU per
 * command, as the Postgres phases measure them.
 */
export async function pgliteJudges(input: {
  serverMain: string;
  env: NodeJS.ProcessEnv;
  organizer: { email: string; password: string };
  rings: number;
  rate: number;
  seconds: number;
  cleanups: (() => Promise<unknown>)[];
  log: (message: string) => void;
}): Promise<PgliteResult> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...input.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hema-bench-pglite-')),
    SEED_DEMO: 'auto',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = startNode('pglite', [input.serverMain], env);
  input.cleanups.push(() => child.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, child, 180_000);
  const api = new Api(url);
  const token = await api.login(input.organizer.email, input.organizer.password);
  const world = await createWorld(api, input.rings);
  const judges = await Promise.all(world.rings.map((r) => SioJudge.connect(url, token, r.fightId)));
  for (const judge of judges) await judge.command({ type: 'START' });
  // Warm-up, not reported, as on Postgres.
  await drive(judges, input.rate * 3, 5000);
  await sleep(2000);
  input.log(`PGlite: ${input.rings} rings × ${input.rate}/s for ${input.seconds} s`);
  const cpu = cpuOf(child.pid);
  const t0 = now();
  const drove = await drive(judges, input.rate, input.seconds * 1000);
  const windowMs = now() - t0;
  const cpuMs = cpuOf(child.pid) - cpu;
  for (const judge of judges) judge.close();
  await child.stop();
  return {
    rings: input.rings,
    rate: input.rate,
    seconds: input.seconds,
    commands: drove.commands,
    failed: drove.failed,
    ack: summarize(Float64Array.from(drove.ackLatency)),
    cpuPerCommandMs: cpuMs / drove.commands,
    serverCores: cpuMs / windowMs,
  };
}
