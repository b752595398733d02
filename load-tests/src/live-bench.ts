/**
 * `npm run bench:live`: the live fight path under load, on this machine, loopback only, bounded in count and time.
 *
 * Starts the built server (server/dist/main.js) on a fresh Postgres database and a unique Redis prefix, builds a
 * tournament through the organizer API, then measures, phase by phase and side by side in one run:
 *   - socket.io spectators on one ring at 1,000 and 5,000 viewers, a judge scoring 3 events/s, caption overlays;
 *   - the same viewers and payload on a raw `ws` broadcast server (the floor, its own process);
 *   - once-a-second ETag polling of GET /api/live/areas/{id} by the same number of viewers (HEMA Scorecard's way);
 *   - a 10-second burst at 10× the rate, and whether a backlog remains one second after it;
 *   - 20 rings scoring at once: judge acknowledgment against a bare conditional UPDATE on the same Postgres.
 * Viewers live in forked worker processes; CPU and RSS are read from /proc/<pid>/stat of the server (or the floor)
 * only. Prints a table and writes results/<timestamp>.json. See docs/benchmarks.md "Live fight path".
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cpus, loadavg, totalmem } from 'node:os';
import { Redis } from 'ioredis';
import { Api, createWorld, type Json, type World } from './bench/api.js';
import {
  freePort,
  LOAD_TESTS_DIST,
  LOG_DIR,
  REPO_ROOT,
  requireBuilt,
  runNode,
  startNode,
  waitForHttp,
  waitForLine,
  type Child,
} from './bench/children.js';
import { now, sleep } from './bench/clock.js';
import {
  bareUpdateRoundTrips,
  checkpoint,
  createBenchDatabase,
  databaseTransactions,
} from './bench/database.js';
import { drive, FloorJudge, SioJudge, type Scorer } from './bench/judge.js';
import { PANEL_JUDGES, PanelRing, seatPanels } from './bench/panel.js';
import { sampleAllProcesses, sampleMachine, sampleProc } from './bench/proc.js';
import { mergeAnalyses, ReceiptLog, type FightTimeline, type ReceiptAnalysis } from './bench/receipts.js';
import { newCounters, sioViewer, type Viewer, type ViewerKind } from './bench/viewers.js';
import { ClientWorker } from './bench/workers.js';
import type { WorkerReply } from './bench/worker-protocol.js';
import { summarize, type Summary } from './stats.js';
import { printReport } from './bench/report.js';
import { printScaleReport } from './bench/report-scale.js';
import {
  pgliteJudges,
  pollIdle,
  reconnectStorm,
  stampede,
  startHttpFloor,
  startReplica,
  type PgliteResult,
  type PollIdleResult,
  type StampedeResult,
  type StormResult,
} from './bench/scale.js';

const ORGANIZER = { email: 'organizer@demo.hema', password: 'demo-password' };
/** The whole run stops by itself after this long, whatever happens. */
const HARD_LIMIT_MS = 45 * 60 * 1000;
/** After a phase, how long viewers may take to reach every final version before the rest counts as missing. */
const DRAIN_LIMIT_MS = 60_000;

export interface Options {
  spectators: number[];
  seconds: number;
  rate: number;
  burstSeconds: number;
  burstFactor: number;
  rings: number;
  ringSpectators: number;
  pollers: number;
  captionsPerRing: number;
  workers: number;
  settleMs: number;
  cpuProf: boolean;
  /** Run the open feed's SSE clients beside each spectator count. */
  feed: boolean;
  /** After the rings phase, the same rings judged by a panel of four (`rings-N-panel4`). */
  panel: boolean;
  /** Only the rings phase and its panel phase (after the warm-up). */
  panelOnly: boolean;
  quick: boolean;
  /** The event-day phases (idle pollers, stampede, two replicas, reconnect storm, PGlite); --no-scale skips. */
  scale: boolean;
  stampedeLoads: number;
  stampedeSeconds: number;
  replicaSpectators: number;
  stormSpectators: number;
  pgliteRings: number;
}

function parseOptions(): Options {
  const { values: given } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      spectators: { type: 'string' },
      seconds: { type: 'string' },
      rate: { type: 'string' },
      'burst-seconds': { type: 'string' },
      'burst-factor': { type: 'string' },
      rings: { type: 'string' },
      'ring-spectators': { type: 'string' },
      pollers: { type: 'string' },
      captions: { type: 'string' },
      workers: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
      'no-scale': { type: 'boolean', default: false },
      'no-feed': { type: 'boolean', default: false },
      'no-panel': { type: 'boolean', default: false },
      'panel-only': { type: 'boolean', default: false },
      'stampede-loads': { type: 'string' },
      'replica-spectators': { type: 'string' },
      'storm-spectators': { type: 'string' },
      'pglite-rings': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  // `npm run bench:live -- --quick` at the root reaches this script as npm config (npm_config_quick=true).
  const fromNpm = (name: string) => process.env[`npm_config_${name.replace(/-/g, '_')}`];
  const values = { ...given } as Record<string, string | boolean | undefined>;
  for (const name of [
    'spectators',
    'seconds',
    'rate',
    'burst-seconds',
    'burst-factor',
    'rings',
    'ring-spectators',
    'pollers',
    'captions',
    'workers',
    'stampede-loads',
    'replica-spectators',
    'storm-spectators',
    'pglite-rings',
  ])
    values[name] ??= fromNpm(name);
  for (const name of ['quick', 'cpu-prof', 'no-scale', 'no-feed', 'no-panel', 'panel-only', 'help'])
    if (!values[name] && fromNpm(name) === 'true') values[name] = true;
  // npm reads `--no-scale` as its config `scale` set to false.
  for (const name of ['no-scale', 'no-feed', 'no-panel'])
    if (!values[name] && fromNpm(name.slice(3)) === 'false') values[name] = true;
  if (values.help) {
    console.log(`npm run bench:live [-- options]
  --quick                 a short smoke run (200/500 spectators, 5 s phases)
  --spectators=1000,5000  spectator counts on one ring (each also run on the raw ws floor)
  --seconds=30            length of each scoring phase
  --rate=3                judge events per second per ring
  --burst-seconds=10      burst length (at rate × burst-factor), run at the largest spectator count
  --burst-factor=10
  --rings=20              rings scoring at once in the judge-acknowledgment phase
  --ring-spectators=1000  spectators spread over those rings
  --pollers=1000          viewers polling once a second (0 to skip)
  --captions=2            caption overlays per ring
  --workers=2             viewer processes
  --no-feed               skip the open feed's SSE clients (run beside each spectator count otherwise)
  --no-panel              skip rings-N-panel4 (the rings judged by a panel of four judges each, after rings-N)
  --panel-only            only rings-N and rings-N-panel4 (after the warm-up)
  --cpu-prof              write a V8 CPU profile of the server (node --cpu-prof) next to the results
  --no-scale              skip the event-day phases (idle pollers, stampede, replicas, reconnect storm, PGlite)
  --stampede-loads=2000   category-page loads in 10 s (against the server, then Node's bare http floor)
  --replica-spectators=1000  spectators split over two replicas (against one replica with as many)
  --storm-spectators=5000 spectators that reconnect from a killed replica to the other
  --pglite-rings=4        rings scoring at once on the embedded PGlite server`);
    process.exit(0);
  }
  const quick = values.quick === true;
  const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const int = (name: string, fallback: number) => {
    const v = str(name);
    return v === undefined ? fallback : Number.parseInt(v, 10);
  };
  const spectators = (str('spectators') ?? (quick ? '200,500' : '1000,5000,10000')).split(',').map(Number);
  const options: Options = {
    quick,
    spectators,
    seconds: int('seconds', quick ? 5 : 30),
    rate: Number(str('rate') ?? 3),
    burstSeconds: int('burst-seconds', quick ? 3 : 10),
    burstFactor: Number(str('burst-factor') ?? 10),
    rings: int('rings', 20),
    ringSpectators: int('ring-spectators', quick ? 200 : 1000),
    pollers: int('pollers', quick ? 200 : 1000),
    captionsPerRing: int('captions', 2),
    workers: int('workers', 2),
    settleMs: 2500,
    cpuProf: values['cpu-prof'] === true,
    feed: values['no-feed'] !== true,
    panel: values['no-panel'] !== true,
    panelOnly: values['panel-only'] === true,
    scale: values['no-scale'] !== true,
    stampedeLoads: int('stampede-loads', quick ? 400 : 2000),
    stampedeSeconds: quick ? 4 : 10,
    replicaSpectators: int('replica-spectators', quick ? 200 : 1000),
    stormSpectators: int('storm-spectators', quick ? 500 : 5000),
    pgliteRings: int('pglite-rings', 4),
  };
  const bad =
    spectators.some((n) => !Number.isInteger(n) || n < 1 || n > 10_000) ||
    options.seconds < 1 ||
    options.seconds > 120 ||
    !(options.rate > 0 && options.rate <= 50) ||
    options.burstSeconds < 0 ||
    options.burstSeconds > 30 ||
    !(options.burstFactor >= 1 && options.burstFactor <= 20) ||
    options.rings < 1 ||
    options.rings > 20 ||
    options.ringSpectators < 0 ||
    options.ringSpectators > 10_000 ||
    options.pollers < 0 ||
    options.pollers > 5000 ||
    options.captionsPerRing < 1 ||
    options.captionsPerRing > 10 ||
    options.workers < 1 ||
    options.workers > 4 ||
    options.stampedeLoads < 1 ||
    options.stampedeLoads > 10_000 ||
    options.replicaSpectators < 2 ||
    options.replicaSpectators > 10_000 ||
    options.stormSpectators < 1 ||
    options.stormSpectators > 10_000 ||
    options.pgliteRings < 1 ||
    options.pgliteRings > 20 ||
    (options.panelOnly && (!options.panel || options.rings < 2));
  if (bad) throw new Error(`options out of range: ${JSON.stringify(options)} (see --help)`);
  return options;
}

export interface PhaseResult {
  name: string;
  kind: ViewerKind | 'none';
  target: 'server' | 'floor';
  viewers: number;
  rings: number;
  ratePerRing: number;
  seconds: number;
  commands: number;
  failed: number;
  failures: Record<string, number>;
  updates: number;
  delivered: number;
  /** Messages per viewer: how many broadcasts the updates turned into (fewer than updates = coalescing worked). */
  broadcastsPerViewer: number;
  duplicates: number;
  coalesced: number;
  missing: number;
  viewersMissing: number;
  foreign: number;
  latency: Summary;
  staleness: Summary;
  flushLag: Summary;
  ack: Summary;
  /** A panel's phase: from an exchange's press until the fight's state with it reached a judge's device. */
  confirmed?: Summary;
  overlay: Summary | null;
  overlayMissing: number;
  finalReach: (Summary & { never: number; over1s: number }) | null;
  /** From the last command until every viewer held every final version (NaN: not within the limit). */
  drainMs: number;
  /** Postgres transactions of the bench database in the window (each autocommit statement is one), bare UPDATEs excluded. */
  dbTransactions: number;
  serverCpuMs: number;
  windowMs: number;
  cpuPerDeliveryUs: number;
  /** Per delivered update, less the idle cost of the connected viewers (heartbeats) over the window. */
  netCpuPerDeliveryUs: number;
  idleCpuMsPerSecond: number;
  /** Server CPU per judge command, less idle (all of the phase's work, fan-out included, divided by commands). */
  cpuPerCommandMs: number;
  /** Cores busy during the window: the machine, and by whom (others = the rest of the machine). */
  cores: Record<'machine' | 'target' | 'viewers' | 'harness' | 'postgres' | 'redis' | 'others', number>;
  cpuMsPerSecondPerViewer: number;
  rssMB: number;
  clientCpuUsPerMessage: number;
  polls: {
    requests: number;
    ok200: number;
    notModified: number;
    errors: number;
    skipped: number;
    errorKinds: Record<string, number>;
    latency: Summary;
    /** Answered polls per second: above it the server is saturated and polls queue. */
    servedPerSecond: number;
    /** Server CPU per answered poll = its CPU per viewer-second at one poll a second, had it kept up. */
    cpuPerRequestUs: number;
  } | null;
  bareUpdateConcurrent: Summary | null;
  disconnects: number;
}

export interface ConnectResult {
  kind: ViewerKind;
  /** The first connection of this many viewers to a fresh target: its RSS delta is memory per viewer. */
  memoryProbe: boolean;
  target: 'server' | 'floor';
  viewers: number;
  failed: number;
  firstError: string | null;
  connectMs: number;
  rssBeforeMB: number;
  rssAfterMB: number;
  kbPerViewer: number;
  /** RSS after a forced full GC before and after connecting (the server only), per viewer. */
  kbPerViewerAfterGc: number;
  /** V8 heap + external memory after a forced GC, per viewer. */
  heapKbPerViewer: number;
  idleCpuMsPerSecond: number;
}

class Bench {
  private readonly cleanups: (() => Promise<unknown>)[] = [];
  private server!: Child;
  private floor!: Child;
  private replica: { child: Child; url: string } | null = null;
  private serverMain = '';
  private serverEnv: NodeJS.ProcessEnv = {};
  private serverFlags: string[] = [];
  private token = '';
  pollIdle: PollIdleResult | null = null;
  /** The same idle polling against Node's bare `http` server answering the same bytes from memory. */
  pollIdleFloor: PollIdleResult | null = null;
  stampede: StampedeResult | null = null;
  storm: StormResult | null = null;
  pglite: PgliteResult | null = null;
  private baseUrl = '';
  private floorUrl = '';
  private databaseUrl = '';
  private databaseName = '';
  private world!: World;
  private workers: ClientWorker[] = [];
  private judges: SioJudge[] = [];
  private floorJudge!: FloorJudge;
  private readonly captionLog = new ReceiptLog();
  private readonly captionCounters = newCounters();
  private captions: Viewer[] = [];
  readonly phases: PhaseResult[] = [];
  readonly connects: ConnectResult[] = [];
  bareIdle: Summary | null = null;
  /** Idle CPU (ms/s) of the target with the viewers now connected, measured after each connect. */
  private readonly idle: Record<'server' | 'floor', number> = { server: Number.NaN, floor: 0 };
  profileDir: string | null = null;

  constructor(readonly options: Options) {}

  log(message: string): void {
    console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
  }

  async setUp(): Promise<void> {
    const serverMain = requireBuilt(
      resolve(REPO_ROOT, 'server/dist/main.js'),
      'build the server first: `npm run build` at the repository root',
    );
    const seed = requireBuilt(
      resolve(REPO_ROOT, 'server/dist/seed.js'),
      'build the server first: `npm run build`',
    );
    const database = await createBenchDatabase();
    this.cleanups.push(() => database.drop());
    this.databaseUrl = database.url;
    this.databaseName = database.name;
    const prefix = `hema-bench-${randomBytes(4).toString('hex')}`;
    this.cleanups.push(() => dropRedisPrefix(prefix));
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      // Every simulated viewer and judge connects from loopback, standing for a crowd of addresses, and one scorer
      // stands for a ring's judging at burst rates: the socket budgets would measure the limiter, not the server.
      LIVE_SUBSCRIBES_PER_ADDRESS: '10000000',
      LIVE_COMMANDS_PER_ADDRESS: '10000000',
      LIVE_COMMANDS_PER_SOCKET: '1000000',
      // The open feed's public API counts per address too; its clients here all come from loopback.
      PUBLIC_API_ANONYMOUS_PER_MINUTE: '1000000',
      DATA_DIR: join(LOG_DIR, 'data'),
      NODE_OPTIONS: '',
    };
    this.log(`database ${database.name}, Redis prefix ${prefix}, logs in ${LOG_DIR}`);
    await runNode('seed', [seed], env);
    // Memory per spectator is read after a forced GC (SIGWINCH, bench/gc-on-signal.js).
    const flags: string[] = [
      '--expose-gc',
      '--import',
      join(LOAD_TESTS_DIST, 'bench/gc-on-signal.js'),
      // Node or V8 flags to try on the server under test (BENCH_SERVER_FLAGS="--max-semi-space-size=32").
      ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
    ];
    this.serverMain = serverMain;
    this.serverEnv = env;
    if (this.options.cpuProf) {
      this.profileDir = resolve(LOAD_TESTS_DIST, '../results', `server-profile-${Date.now()}`);
      mkdirSync(this.profileDir, { recursive: true });
      flags.push(
        '--cpu-prof',
        `--cpu-prof-dir=${this.profileDir}`,
        '--import',
        join(LOAD_TESTS_DIST, 'bench/profile-exit.js'),
      );
    }
    this.serverFlags = flags;
    this.server = startNode('server', [serverMain], env, flags);
    this.cleanups.push(() => this.server.stop(this.options.cpuProf ? 'SIGUSR2' : 'SIGTERM'));
    await waitForHttp(`${this.baseUrl}/api/health`, this.server);
    this.log(`server pid ${this.server.pid} on ${this.baseUrl}`);

    const floorPort = await freePort();
    this.floor = startNode('ws-floor', [join(LOAD_TESTS_DIST, 'ws-floor-server.js')], {
      ...process.env,
      PORT: String(floorPort),
      NODE_OPTIONS: '',
    });
    this.cleanups.push(() => this.floor.stop());
    await waitForLine(this.floor, /ready \d+/);
    this.floorUrl = `ws://127.0.0.1:${floorPort}`;

    for (let i = 0; i < this.options.workers; i++) {
      const worker = new ClientWorker(`viewers-${i + 1}`);
      this.workers.push(worker);
      this.cleanups.push(() => worker.stop());
    }

    const api = new Api(this.baseUrl);
    const token = await api.login(ORGANIZER.email, ORGANIZER.password);
    this.token = token;
    this.world = await createWorld(api, this.options.rings);
    this.log(`tournament ${this.world.tournamentId}: ${this.world.rings.length} rings, one fight each`);

    this.judges = await Promise.all(
      this.world.rings.map((r) => SioJudge.connect(this.baseUrl, token, r.fightId)),
    );
    this.cleanups.push(async () => this.judges.forEach((j) => j.close()));
    let template: Json | undefined;
    for (const judge of this.judges) {
      const started = await judge.command({ type: 'START' });
      if (!started.ok) throw new Error(`START of fight ${judge.fightId} refused: ${started.reason}`);
      template ??= started.state;
    }
    this.floorJudge = await FloorJudge.connect(`${this.floorUrl}/judge`, template!, randomUUID());
    this.cleanups.push(async () => this.floorJudge.close());

    for (const ring of this.world.rings)
      for (let c = 0; c < this.options.captionsPerRing; c++)
        this.captions.push(
          await sioViewer(
            this.captionLog,
            this.captionCounters,
            this.baseUrl,
            ring.areaId,
            `caption:${ring.areaId}`,
          ),
        );
    this.cleanups.push(async () => this.captions.forEach((c) => c.close()));
  }

  async tearDown(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup: ${(error as Error).message}`);
      }
    }
    this.cleanups.length = 0;
  }

  private pidOf(target: 'server' | 'floor'): number {
    return target === 'server' ? this.server.pid : this.floor.pid;
  }

  /** poll-idle against the http floor: the same pollers and windows, Node's bare `http` answering the same 304s. */
  private async pollIdleOnFloor(areaId: string): Promise<void> {
    const o = this.options;
    const floor = await startHttpFloor(
      new URL(`/api/live/areas/${areaId}`, this.baseUrl),
      null,
      this.cleanups,
    );
    await this.connect('poll', o.pollers, [areaId], false, floor.url, floor.child.pid);
    this.log(`phase poll-idle-${o.pollers} on Node's bare http floor, ${o.seconds} s`);
    this.pollIdleFloor = await pollIdle(
      o.pollers,
      this.workers,
      floor.child.pid,
      this.databaseName,
      o.seconds,
    );
    this.log(
      `  ${this.pollIdleFloor.requests} polls (${this.pollIdleFloor.notModified} × 304), floor ` +
        `${this.pollIdleFloor.serverCores.toFixed(3)} cores (${this.pollIdleFloor.idleServerCores.toFixed(3)} idle), ` +
        `p99 ${this.pollIdleFloor.latency.p99.toFixed(1)} ms`,
    );
    await this.close('poll');
    await floor.child.stop();
  }

  /** Connects `count` viewers spread over the workers; RSS of the target before/after, then 5 s of idle CPU. */
  async connect(
    kind: ViewerKind,
    count: number,
    areaIds: string[],
    memoryProbe = false,
    urlOverride?: string,
    /** A floor process other than the `ws` one (the bare `http` floor of idle polling). */
    pidOverride?: number,
  ): Promise<ConnectResult> {
    const target = kind === 'ws' || pidOverride !== undefined ? 'floor' : 'server';
    const pid = pidOverride ?? this.pidOf(target);
    const url =
      urlOverride ??
      (kind === 'ws'
        ? `${this.floorUrl}/view`
        : kind === 'sse'
          ? `${this.baseUrl}/api/public/v1/tournaments/${this.world.tournamentId}/feed`
          : this.baseUrl);
    const gcBefore = target === 'server' && !urlOverride ? await this.forceGc() : null;
    const before = sampleProc(pid).rssBytes;
    const started = now();
    const shares = this.workers.map(
      (_, i) => Math.floor(count / this.workers.length) + (i < count % this.workers.length ? 1 : 0),
    );
    const replies = (await Promise.all(
      this.workers.map((w, i) =>
        shares[i] === 0
          ? Promise.resolve({ ok: true, connected: 0, failed: 0, firstError: null, ms: 0 })
          : w.ask(
              {
                op: 'connect',
                kind,
                count: shares[i],
                url,
                areaIds,
                concurrency: kind === 'poll' ? 50 : 100,
              },
              300_000,
            ),
      ),
    )) as Extract<WorkerReply, { connected: number }>[];
    const connectMs = now() - started;
    await sleep(3000);
    const after = sampleProc(pid).rssBytes;
    const gcAfter = gcBefore ? await this.forceGc() : null;
    const idle0 = sampleProc(pid).cpuMs;
    const idleStart = now();
    await sleep(5000);
    const idleCpuMsPerSecond = ((sampleProc(pid).cpuMs - idle0) * 1000) / (now() - idleStart);
    const connected = replies.reduce((n, r) => n + r.connected, 0);
    if (pidOverride === undefined) this.idle[target] = idleCpuMsPerSecond;
    const result: ConnectResult = {
      kind,
      memoryProbe,
      target,
      viewers: connected,
      failed: replies.reduce((n, r) => n + r.failed, 0),
      firstError: replies.find((r) => r.firstError)?.firstError ?? null,
      connectMs,
      rssBeforeMB: before / 2 ** 20,
      rssAfterMB: after / 2 ** 20,
      kbPerViewer: connected ? (after - before) / 1024 / connected : Number.NaN,
      kbPerViewerAfterGc:
        gcBefore && gcAfter && connected ? (gcAfter.rss - gcBefore.rss) / 1024 / connected : Number.NaN,
      heapKbPerViewer:
        gcBefore && gcAfter && connected
          ? (gcAfter.heap + gcAfter.external - gcBefore.heap - gcBefore.external) / 1024 / connected
          : Number.NaN,
      idleCpuMsPerSecond,
    };
    this.connects.push(result);
    this.log(
      `${connected} ${kind} viewers on ${target} in ${(connectMs / 1000).toFixed(1)} s` +
        `${result.failed ? ` (${result.failed} failed: ${result.firstError})` : ''}; ` +
        `RSS +${((after - before) / 2 ** 20).toFixed(1)} MB = ${result.kbPerViewer.toFixed(1)} KB each` +
        (gcAfter ? ` (${result.kbPerViewerAfterGc.toFixed(1)} KB after a forced GC)` : '') +
        '; ' +
        `idle CPU ${idleCpuMsPerSecond.toFixed(1)} ms/s`,
    );
    return result;
  }

  /** Runs two full GCs in the server and answers its memory then (bench/gc-on-signal.js). */
  private async forceGc(): Promise<{ rss: number; heap: number; external: number }> {
    const since = Date.now();
    process.kill(this.server.pid, 'SIGWINCH');
    const deadline = now() + 20_000;
    while (now() < deadline) {
      for (const m of this.server.tail().matchAll(/gc-done (\d+) (\d+) (\d+) (\d+)/g))
        if (Number(m[1]) >= since) return { rss: Number(m[2]), heap: Number(m[3]), external: Number(m[4]) };
      await sleep(50);
    }
    throw new Error('the server did not report its memory after a forced GC');
  }

  async close(kind: ViewerKind): Promise<void> {
    await Promise.all(this.workers.map((w) => w.ask({ op: 'close', kind })));
    await sleep(2000);
    await this.measureIdle(kind === 'ws' ? 'floor' : 'server');
  }

  /** Idle CPU of the target as it is now (5 s). */
  async measureIdle(target: 'server' | 'floor'): Promise<void> {
    const pid = this.pidOf(target);
    const c0 = sampleProc(pid).cpuMs;
    const t0 = now();
    await sleep(5000);
    this.idle[target] = ((sampleProc(pid).cpuMs - c0) * 1000) / (now() - t0);
  }

  /** One scoring phase: scorers at `rate` for `seconds`, a settle time, then the analysis of every receipt. */
  async phase(spec: {
    name: string;
    kind: ViewerKind | 'none';
    target: 'server' | 'floor';
    scorers: Scorer[];
    rate: number;
    seconds: number;
    burst?: boolean;
    bareConcurrent?: boolean;
    /** Processes whose CPU the phase counts (default: the target's); two replicas count both. */
    pids?: number[];
    /** Only the acknowledgments count (a panel's calls do not answer the fight's version to follow receipts by). */
    acksOnly?: boolean;
  }): Promise<PhaseResult> {
    const { settleMs } = this.options;
    const durationMs = spec.seconds * 1000;
    this.log(`phase ${spec.name}: ${spec.scorers.length} ring(s) × ${spec.rate}/s for ${spec.seconds} s`);
    await Promise.all(this.workers.map((w) => w.ask({ op: 'reset' })));
    this.captionLog.reset();
    const pid = this.pidOf(spec.target);
    const pids = spec.pids ?? [pid];
    const cpuNow = () => pids.reduce((n, p) => n + sampleProc(p).cpuMs, 0);
    await checkpoint();
    if (spec.kind === 'poll')
      await Promise.all(
        this.workers.map((w) =>
          w.ask({ op: 'startPolling', durationMs: durationMs + DRAIN_LIMIT_MS + 30_000 }),
        ),
      );
    const xactBefore = await databaseTransactions(this.databaseName);
    const before = { cpuMs: cpuNow() };
    const machineBefore = sampleMachine();
    const allBefore = sampleAllProcesses();
    const t0 = now();
    const bare = spec.bareConcurrent
      ? bareUpdateRoundTrips(this.databaseUrl, this.world.spareFightId, {
          count: Math.ceil(spec.seconds * 20),
          ratePerSecond: 20,
          maxMs: durationMs,
        })
      : null;
    const drove = await drive(spec.scorers, spec.rate, durationMs);
    const driveEnd = now();
    // The final versions: the server may still be working through queued commands (ones whose ack timed out).
    // Not read when only acknowledgments count (no receipts to end on them).
    const finals = spec.acksOnly
      ? new Map(spec.scorers.map((s) => [s.fightId, -1]))
      : await this.settledFinals(spec);
    const timelines: FightTimeline[] = spec.scorers.map((scorer) => ({
      fightId: scorer.fightId,
      areaId:
        spec.target === 'floor'
          ? 'floor'
          : this.world.rings.find((r) => r.fightId === scorer.fightId)!.areaId,
      sends: drove.sends.get(scorer.fightId)!,
      final: finals.get(scorer.fightId)!,
      endAt: spec.burst ? drove.lastSentAt : undefined,
    }));
    // Until every viewer holds every final version (bounded): what is still short after that is missing.
    let behind = 0;
    if (spec.kind !== 'none') {
      const deadline = now() + DRAIN_LIMIT_MS;
      for (;;) {
        const replies = (await Promise.all(
          this.workers.map((w) => w.ask({ op: 'behind', kind: spec.kind as ViewerKind, timelines })),
        )) as Extract<WorkerReply, { behind: number }>[];
        behind = replies.reduce((n, r) => n + r.behind, 0);
        if (behind === 0 || now() > deadline) break;
        await sleep(250);
      }
    }
    const drainMs = behind === 0 ? now() - driveEnd : Number.NaN;
    const rest = settleMs - (now() - driveEnd);
    if (rest > 0) await sleep(rest);
    const after = { cpuMs: cpuNow(), rssBytes: sampleProc(pid).rssBytes };
    const machineAfter = sampleMachine();
    const allAfter = sampleAllProcesses();
    const windowMs = now() - t0;
    const cores = this.cores(allBefore, allAfter, machineAfter.busyMs - machineBefore.busyMs, windowMs, pid);
    if (spec.kind === 'poll') await Promise.all(this.workers.map((w) => w.ask({ op: 'stopPolling' })));
    const bareConcurrent = bare ? await bare : null;
    await sleep(1200); // Postgres publishes its statistics about once a second.
    const xacts =
      (await databaseTransactions(this.databaseName)) - xactBefore - (bareConcurrent?.samples ?? 0);

    let analysis: ReceiptAnalysis = mergeAnalyses([]);
    let clientCpuMs = 0;
    let polls: PhaseResult['polls'] = null;
    let disconnects = 0;
    if (spec.kind !== 'none') {
      const replies = (await Promise.all(
        this.workers.map((w) => w.ask({ op: 'collect', kind: spec.kind as ViewerKind, timelines })),
      )) as Extract<WorkerReply, { analysis: ReceiptAnalysis }>[];
      analysis = mergeAnalyses(replies.map((r) => r.analysis));
      clientCpuMs = replies.reduce((n, r) => n + r.clientCpuMs, 0);
      disconnects = replies.reduce((n, r) => n + r.counters.disconnects, 0);
      const dropped = replies.reduce((n, r) => n + r.dropped, 0);
      if (dropped) this.log(`warning: ${dropped} receipts not logged (cap reached)`);
      if (spec.kind === 'poll') {
        const c = replies.map((r) => r.counters);
        const served = c.reduce((n, x) => n + x.polls200 + x.polls304, 0);
        polls = {
          requests: c.reduce((n, x) => n + x.polls, 0),
          ok200: c.reduce((n, x) => n + x.polls200, 0),
          notModified: c.reduce((n, x) => n + x.polls304, 0),
          errors: c.reduce((n, x) => n + x.pollErrors, 0),
          skipped: c.reduce((n, x) => n + x.pollSkipped, 0),
          errorKinds: c.reduce<Record<string, number>>((kinds, x) => {
            for (const [k, v] of Object.entries(x.errorKinds)) kinds[k] = (kinds[k] ?? 0) + v;
            return kinds;
          }, {}),
          latency: summarize(Float64Array.from(c.flatMap((x) => Array.from(x.pollLatency)))),
          servedPerSecond: (served * 1000) / windowMs,
          cpuPerRequestUs: served ? ((after.cpuMs - before.cpuMs) * 1000) / served : Number.NaN,
        };
      }
    }
    const captions = spec.target === 'server' && !spec.acksOnly ? this.captionLog.analyze(timelines) : null;
    const serverCpuMs = after.cpuMs - before.cpuMs;
    const deliveries = analysis.delivered + (captions?.delivered ?? 0);
    const viewers = analysis.viewers;
    const reach = analysis.finalReach;
    const result: PhaseResult = {
      name: spec.name,
      kind: spec.kind,
      target: spec.target,
      viewers,
      rings: spec.scorers.length,
      ratePerRing: spec.rate,
      seconds: spec.seconds,
      commands: drove.commands,
      failed: drove.failed,
      failures: drove.failures,
      updates: [...drove.sends.values()].reduce((n, s) => n + s.length, 0),
      delivered: analysis.delivered,
      broadcastsPerViewer: viewers ? analysis.delivered / viewers : Number.NaN,
      duplicates: analysis.duplicates,
      coalesced: analysis.coalesced,
      missing: analysis.missing,
      viewersMissing: analysis.viewersMissing,
      foreign: analysis.foreign,
      latency: summarize(analysis.latency),
      staleness: summarize(analysis.staleness),
      flushLag: summarize(analysis.flushLag),
      ack: summarize(drove.ackLatency),
      overlay: captions ? summarize(captions.latency) : null,
      overlayMissing: captions?.missing ?? 0,
      finalReach: spec.burst
        ? {
            ...summarize(reach.filter((x) => !Number.isNaN(x))),
            never: reach.filter((x) => Number.isNaN(x)).length,
            over1s: reach.filter((x) => Number.isNaN(x) || x > 1000).length,
          }
        : null,
      drainMs,
      dbTransactions: xacts,
      serverCpuMs,
      windowMs,
      cpuPerDeliveryUs: deliveries ? (serverCpuMs * 1000) / deliveries : Number.NaN,
      netCpuPerDeliveryUs: deliveries
        ? ((serverCpuMs - (this.idle[spec.target] * windowMs) / 1000) * 1000) / deliveries
        : Number.NaN,
      idleCpuMsPerSecond: this.idle[spec.target],
      cpuPerCommandMs: (serverCpuMs - (this.idle[spec.target] * windowMs) / 1000) / drove.commands,
      cores,
      cpuMsPerSecondPerViewer: viewers ? (serverCpuMs * 1000) / windowMs / viewers : Number.NaN,
      rssMB: after.rssBytes / 2 ** 20,
      clientCpuUsPerMessage:
        analysis.delivered + analysis.duplicates
          ? (clientCpuMs * 1000) / (analysis.delivered + analysis.duplicates)
          : Number.NaN,
      polls,
      bareUpdateConcurrent: bareConcurrent,
      disconnects,
    };
    this.phases.push(result);
    this.log(
      `  ${result.updates} updates, ${result.delivered} delivered, ${result.coalesced} coalesced, ${result.missing} missing; ` +
        `latency p50/p99 ${fmt(result.latency.p50)}/${fmt(result.latency.p99)} ms; ack p99 ${fmt(result.ack.p99)} ms; ` +
        `server CPU ${serverCpuMs.toFixed(0)} ms; cores busy: ${Object.entries(cores)
          .map(([k, v]) => `${k} ${v.toFixed(2)}`)
          .join(', ')}` +
        (result.failed ? `; ${result.failed} commands failed ${JSON.stringify(result.failures)}` : ''),
    );
    return result;
  }

  private cores(
    before: ReturnType<typeof sampleAllProcesses>,
    after: ReturnType<typeof sampleAllProcesses>,
    machineBusyMs: number,
    windowMs: number,
    target: number,
  ): PhaseResult['cores'] {
    const used = (pid: number) => {
      const a = after.get(pid);
      return a ? a.cpuMs - (before.get(pid)?.cpuMs ?? 0) : 0;
    };
    const byComm = (match: (comm: string) => boolean) =>
      [...after.entries()].filter(([, p]) => match(p.comm)).reduce((n, [pid]) => n + used(pid), 0);
    const ms = {
      target: used(target),
      viewers: this.workers.reduce((n, w) => n + used(w.pid), 0),
      harness: used(process.pid),
      postgres: byComm((c) => c === 'postgres'),
      redis: byComm((c) => c.startsWith('redis-server')),
    };
    const ours = Object.values(ms).reduce((a, b) => a + b, 0);
    const per = (x: number) => x / windowMs;
    return {
      machine: per(machineBusyMs),
      target: per(ms.target),
      viewers: per(ms.viewers),
      harness: per(ms.harness),
      postgres: per(ms.postgres),
      redis: per(ms.redis),
      others: per(Math.max(0, machineBusyMs - ours)),
    };
  }

  /** Final version per fight once the server stopped changing it (read twice 1 s apart; bounded to 60 s). */
  private async settledFinals(spec: {
    target: 'server' | 'floor';
    scorers: Scorer[];
  }): Promise<Map<string, number>> {
    const finals = new Map<string, number>();
    if (spec.target === 'floor') {
      for (const s of spec.scorers) finals.set(s.fightId, this.floorJudge.lastVersion);
      return finals;
    }
    const api = new Api(this.baseUrl);
    const read = async () => {
      for (const s of spec.scorers)
        finals.set(s.fightId, (await api.request('GET', `/api/fights/${s.fightId}/state`)).version);
      return [...finals.values()].join(',');
    };
    const deadline = now() + 60_000;
    let last = await read();
    while (now() < deadline) {
      await sleep(1000);
      const next = await read();
      if (next === last) break;
      last = next;
    }
    return finals;
  }

  /** An unreported phase: every ring scoring at 3× the rate to the spectators connected now. */
  private async warmUp(name: string, pids: number[]): Promise<void> {
    await this.phase({
      name,
      kind: 'sio',
      target: 'server',
      scorers: this.judges,
      rate: this.options.rate * 3,
      seconds: this.options.quick ? 3 : 10,
      pids,
    });
    this.phases.pop();
  }

  async run(): Promise<void> {
    const o = this.options;
    const ring0 = this.world.rings[0];
    const judge0 = this.judges[0];
    const largest = Math.max(...o.spectators);

    // Warm-up, not reported: a server in service has its hot paths compiled, a fresh process runs them in the
    // interpreter for the first few hundred commands and fan-outs.
    await this.connect('sio', Math.min(500, largest), [ring0.areaId], true);
    await this.warmUp('warm-up', [this.server.pid]);
    await this.close('sio');
    this.connects.pop();

    if (o.panelOnly) return this.ringPhases();
    await this.measureIdle('server');
    await this.phase({
      name: 'sio-0',
      kind: 'none',
      target: 'server',
      scorers: [judge0],
      rate: o.rate,
      seconds: o.seconds,
    });
    for (const count of [...o.spectators].sort((a, b) => a - b)) {
      await this.connect('sio', count, [ring0.areaId], true);
      await this.phase({
        name: `sio-${count}`,
        kind: 'sio',
        target: 'server',
        scorers: [judge0],
        rate: o.rate,
        seconds: o.seconds,
      });
      if (count === largest && o.burstSeconds > 0)
        await this.phase({
          name: `burst-${count}`,
          kind: 'sio',
          target: 'server',
          scorers: [judge0],
          rate: o.rate * o.burstFactor,
          seconds: o.burstSeconds,
          burst: true,
        });
      await this.close('sio');
      if (o.feed) {
        // The open feed's Server-Sent Events clients on the same ring (issue 33: within 1.25× of the raw ws floor).
        await this.connect('sse', count, [ring0.areaId], true);
        await this.phase({
          name: `sse-${count}`,
          kind: 'sse',
          target: 'server',
          scorers: [judge0],
          rate: o.rate,
          seconds: o.seconds,
        });
        await this.close('sse');
      }
      await this.connect('ws', count, ['floor'], true);
      await this.phase({
        name: `ws-${count}`,
        kind: 'ws',
        target: 'floor',
        scorers: [this.floorJudge],
        rate: o.rate,
        seconds: o.seconds,
      });
      await this.close('ws');
    }
    if (o.pollers > 0) {
      await this.connect('poll', o.pollers, [ring0.areaId]);
      if (o.scale) {
        this.log(`phase poll-idle-${o.pollers}: ${o.pollers} pollers, nothing changing, ${o.seconds} s`);
        this.pollIdle = await pollIdle(
          o.pollers,
          this.workers,
          this.server.pid,
          this.databaseName,
          o.seconds,
        );
        this.log(
          `  ${this.pollIdle.requests} polls (${this.pollIdle.notModified} × 304), server ${this.pollIdle.serverCores.toFixed(3)} cores ` +
            `(${this.pollIdle.idleServerCores.toFixed(3)} idle), ` +
            `Postgres ${this.pollIdle.dbTransactions} transactions, p99 ${this.pollIdle.latency.p99.toFixed(1)} ms`,
        );
      }
      await this.phase({
        name: `poll-${o.pollers}`,
        kind: 'poll',
        target: 'server',
        scorers: [judge0],
        rate: o.rate,
        seconds: o.seconds,
      });
      await this.close('poll');
      if (o.scale) await this.pollIdleOnFloor(ring0.areaId);
      if (!o.spectators.includes(o.pollers)) {
        // The push side of the polling comparison, with the same number of viewers.
        await this.connect('sio', o.pollers, [ring0.areaId]);
        await this.phase({
          name: `sio-${o.pollers}`,
          kind: 'sio',
          target: 'server',
          scorers: [judge0],
          rate: o.rate,
          seconds: o.seconds,
        });
        await this.close('sio');
      }
    }
    if (o.scale) {
      this.log(
        `stampede: ${o.stampedeLoads} category-page loads in ${o.stampedeSeconds} s, then the http floor`,
      );
      this.stampede = await stampede(
        this.baseUrl,
        this.server.pid,
        this.world,
        o.stampedeLoads,
        o.stampedeSeconds,
        this.cleanups,
      );
      this.log(
        `  server ${this.stampede.server.cpuPerRequestUs.toFixed(0)} µs/request, floor ${this.stampede.floor.cpuPerRequestUs.toFixed(0)} µs/request`,
      );
    }
    await this.ringPhases();
    if (o.scale) await this.twoReplicas();
    this.log('bare conditional UPDATE round trips on an idle server');
    this.bareIdle = await bareUpdateRoundTrips(this.databaseUrl, this.world.spareFightId, {
      count: 2000,
      ratePerSecond: 0,
      maxMs: 20_000,
    });
    if (o.scale) {
      this.pglite = await pgliteJudges({
        serverMain: this.serverMain,
        env: this.serverEnv,
        organizer: ORGANIZER,
        rings: o.pgliteRings,
        rate: o.rate,
        seconds: o.seconds,
        cleanups: this.cleanups,
        log: (m) => this.log(m),
      });
      this.log(
        `  PGlite ack p50/p99 ${this.pglite.ack.p50.toFixed(1)}/${this.pglite.ack.p99.toFixed(1)} ms, ` +
          `${this.pglite.cpuPerCommandMs.toFixed(1)} ms CPU per command`,
      );
    }
  }

  /**
   * Every ring scoring at once with its spectators: one judge per ring on the socket (`rings-N`), then, with
   * `panel`, a panel of four judges per ring calling every exchange on their devices' sockets (`rings-N-panel4`, majority), at the
   * same exchange rate to the same spectators. Its acknowledgments are each judge's call answered.
   */
  private async ringPhases(): Promise<void> {
    const o = this.options;
    if (o.rings < 2) return;
    const areas = this.world.rings.map((r) => r.areaId);
    if (o.ringSpectators > 0) await this.connect('sio', o.ringSpectators, areas);
    await this.phase({
      name: `rings-${o.rings}`,
      kind: o.ringSpectators > 0 ? 'sio' : 'none',
      target: 'server',
      scorers: this.judges,
      rate: o.rate,
      seconds: o.seconds,
      bareConcurrent: true,
    });
    if (o.panel) {
      const api = new Api(this.baseUrl, this.token);
      const judges = await seatPanels(api, this.world);
      this.log(`a panel of ${PANEL_JUDGES} judges seated at each of ${this.world.rings.length} rings`);
      const panels = await Promise.all(
        this.world.rings.map((r) => PanelRing.connect(this.baseUrl, judges, r.fightId)),
      );
      // Unreported, as the warm-up is for the socket path: the panel's call path compiled before it is measured.
      await this.phase({
        name: 'panel-warm-up',
        kind: 'none',
        target: 'server',
        scorers: panels,
        rate: o.rate,
        seconds: o.quick ? 2 : 5,
        acksOnly: true,
      });
      this.phases.pop();
      // The warm-up's calls still queued on the devices are dropped: the measured phase starts with empty queues.
      panels.forEach((p) => p.close());
      const measured = await Promise.all(
        this.world.rings.map((r) => PanelRing.connect(this.baseUrl, judges, r.fightId)),
      );
      await this.phase({
        name: `rings-${o.rings}-panel${PANEL_JUDGES}`,
        kind: 'none',
        target: 'server',
        scorers: measured,
        rate: o.rate,
        seconds: o.seconds,
        acksOnly: true,
      });
      measured.forEach((p) => p.close());
      this.phases.at(-1)!.confirmed = summarize(Float64Array.from(measured.flatMap((p) => p.confirmations)));
    }
    if (o.ringSpectators > 0) await this.close('sio');
  }

  /**
   * A second replica on the same database and Redis stream: spectators split over both against one replica with as
   * many (cost per delivery, both processes counted), then the reconnect storm — the primary is killed and its
   * spectators come over to the replica. Last of the server phases: the primary is gone afterwards.
   */
  private async twoReplicas(): Promise<void> {
    const o = this.options;
    const ring0 = this.world.rings[0];
    this.replica = await startReplica(this.serverMain, this.serverEnv, [], this.cleanups);
    this.log(`replica pid ${this.replica.child.pid} on ${this.replica.url}`);
    const half = Math.floor(o.replicaSpectators / 2);
    if (!this.phases.some((p) => p.name === `sio-${o.replicaSpectators}`)) {
      await this.connect('sio', o.replicaSpectators, [ring0.areaId]);
      await this.phase({
        name: `sio-${o.replicaSpectators}`,
        kind: 'sio',
        target: 'server',
        scorers: [this.judges[0]],
        rate: o.rate,
        seconds: o.seconds,
      });
      await this.close('sio');
    }
    await this.connect('sio', half, [ring0.areaId]);
    await this.connect('sio', o.replicaSpectators - half, [ring0.areaId], false, this.replica.url);
    // The replica is a fresh process, the primary has served every phase before: without its own unreported warm-up
    // the comparison measures the replica's interpreter and start-up work (30 ms/s idle against 2), not the path.
    await this.warmUp('replicas-warm-up', [this.server.pid, this.replica.child.pid]);
    await this.phase({
      name: `replicas-${o.replicaSpectators}`,
      kind: 'sio',
      target: 'server',
      scorers: [this.judges[0]],
      rate: o.rate,
      seconds: o.seconds,
      pids: [this.server.pid, this.replica.child.pid],
    });
    await this.close('sio');
    this.log(`reconnect storm: ${o.stormSpectators} spectators`);
    this.storm = await reconnectStorm({
      workers: this.workers,
      primary: this.server,
      primaryUrl: this.baseUrl,
      replica: this.replica.child,
      replicaUrl: this.replica.url,
      token: this.token,
      fightId: ring0.fightId,
      areaId: ring0.areaId,
      spectators: o.stormSpectators,
      log: (m) => this.log(m),
    });
    this.log(
      `  first connect ${(this.storm.firstConnectMs / 1000).toFixed(1)} s, storm ${(this.storm.stormMs / 1000).toFixed(1)} s, ` +
        `${this.storm.behind} behind, ${this.storm.resynced} resynced, replica ${this.storm.replicaCores.toFixed(2)} cores`,
    );
  }
}

async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  try {
    await redis.connect();
    let cursor = '0';
    let rounds = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0' && ++rounds < 10_000);
  } finally {
    redis.disconnect();
  }
}

function fmt(x: number, digits = 1): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '–';
}

async function main(): Promise<void> {
  const options = parseOptions();
  const bench = new Bench(options);
  const hardStop = setTimeout(() => {
    console.error(`bench:live exceeded ${HARD_LIMIT_MS / 60000} minutes; stopping`);
    void bench.tearDown().finally(() => process.exit(3));
  }, HARD_LIMIT_MS);
  hardStop.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`);
      void bench.tearDown().finally(() => process.exit(130));
    });
  const startedAt = new Date();
  const loadAverageAtStart = loadavg();
  let failed = false;
  try {
    await bench.setUp();
    await bench.run();
  } catch (error) {
    failed = true;
    console.error((error as Error).stack ?? error);
  } finally {
    await bench.tearDown();
    clearTimeout(hardStop);
  }
  if (bench.phases.length === 0) process.exit(1);
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
  const report = printReport({
    options,
    phases: bench.phases,
    connects: bench.connects,
    bareIdle: bench.bareIdle,
  });
  report.acceptance.push(
    ...printScaleReport({
      options,
      phases: bench.phases,
      connects: bench.connects,
      pollIdle: bench.pollIdle,
      pollIdleFloor: bench.pollIdleFloor,
      stampede: bench.stampede,
      storm: bench.storm,
      pglite: bench.pglite,
    }),
  );
  const dir = resolve(LOAD_TESTS_DIST, '../results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        command: `npm run bench:live${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
        machine,
        loadAverageAtStart,
        loadAverageAtEnd: loadavg(),
        options,
        connects: bench.connects,
        phases: bench.phases,
        bareUpdateIdle: bench.bareIdle,
        pollIdle: bench.pollIdle,
        pollIdleFloor: bench.pollIdleFloor,
        stampede: bench.stampede,
        storm: bench.storm,
        pglite: bench.pglite,
        acceptance: report.acceptance,
        complete: !failed,
        serverProfileDir: bench.profileDir,
      },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${file}${bench.profileDir ? `\nserver CPU profile: ${bench.profileDir}` : ''}`);
  process.exit(failed ? 1 : 0);
}

await main();
