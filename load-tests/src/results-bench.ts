/**
 * `npm run bench:results`: the results job's rating recomputation against a judge scoring at the same time, on the
 * built server (server/dist/main.js), a fresh Postgres database, loopback only, bounded in time.
 *
 * Writes a rating history of 1,000 finished tournaments of 100 fights (100,000 fights, 5,000 fighters, three weapons,
 * two zones; each fight also counts in the world zone) straight into the database, then measures in one run:
 *   - a judge's acknowledgment (socket.io `fight:command`, 50 commands/s) with no job running;
 *   - the same while the job recomputes every rating list in full (a freshly started server: its rating worker
 *     keeps nothing yet), twice;
 *   - the job after one more tournament finishes (its rating periods only), twice;
 *   - the job after a result of the oldest tournament is fixed (every period after it rated and written again).
 * Judge acks are counted per step of the job (polled from its row): the ratings step, and the whole job.
 * The job's own timings come from the server's `ratings:` log line (read, rate in the worker, write).
 * See docs/benchmarks.md "Results job off the event loop".
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { createFight } from '@hema/shared/fight/fight-engine';
import { Api, createWorld } from './bench/api.js';
import {
  freePort,
  LOAD_TESTS_DIST,
  LOG_DIR,
  REPO_ROOT,
  requireBuilt,
  runNode,
  startNode,
  waitForHttp,
  type Child,
} from './bench/children.js';
import { now, sleep } from './bench/clock.js';
import { createBenchDatabase } from './bench/database.js';
import { SioJudge, type CommandOutcome } from './bench/judge.js';
import { summarize, type Summary } from './stats.js';

const ORGANIZER = { email: 'organizer@demo.hema', password: 'demo-password' };
const FIGHTERS = 5_000;
const TOURNAMENTS = 1_000;
const FIGHTS_PER_TOURNAMENT = 100;
const FIELD = 40;
const COMMANDS_PER_SECOND = 50;
const IDLE_MS = 10_000;
/** Runs of each kind (RESULTS_BENCH_REPEATS; 2 by default). */
const REPEATS = Number(process.env.RESULTS_BENCH_REPEATS ?? 2);
/** The whole run stops by itself after this long. */
const HARD_LIMIT_MS = 60 * 60 * 1000;

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

interface History {
  fighters: string[];
  weapons: string[];
  zones: string[];
  organizer: string;
}

/** One finished tournament of 100 fights in one weapon, drawn from its zone's fighters, written with plain SQL. */
async function writeTournament(db: pg.Client, h: History, index: number, date: string, isTest: boolean) {
  const random = lcg(index + 1);
  const skill = (fighter: number) => ((fighter * 7919) % 1000) / 250 - 2;
  const zone = index % h.zones.length;
  const tournament = randomUUID();
  const nomination = randomUUID();
  const stage = randomUUID();
  const pool = randomUUID();
  const tag = `${index}-${randomBytes(2).toString('hex')}`;
  await db.query(
    `INSERT INTO tournament (id, "authorId", "idString", title, "dateStart", "dateEnd", status, "zoneId", "isTest")
     VALUES ($1, $2, $3, $4, $5, $5, 'FINISHED', $6, $7)`,
    [tournament, h.organizer, `bench-history-${tag}`, `Bench History ${tag}`, date, h.zones[zone], isTest],
  );
  await db.query(
    `INSERT INTO nomination (id, "idString", title, "tournamentId", "weaponId") VALUES ($1, $2, 'Open', $3, $4)`,
    [nomination, `open-${tag}`, tournament, h.weapons[index % h.weapons.length]],
  );
  await db.query(`INSERT INTO stage (id, "nominationId", index, type) VALUES ($1, $2, 0, 'POOL')`, [
    stage,
    nomination,
  ]);
  await db.query(`INSERT INTO pool (id, "stageId", index) VALUES ($1, $2, 0)`, [pool, stage]);
  const field: number[] = [];
  while (field.length < FIELD) {
    const fighter = Math.floor(random() * FIGHTERS);
    if (fighter % h.zones.length === zone || random() < 0.1) field.push(fighter);
  }
  const one: string[] = [];
  const two: string[] = [];
  const results: string[] = [];
  const snapshots: string[] = [];
  for (let i = 0; i < FIGHTS_PER_TOURNAMENT; i++) {
    const a = field[Math.floor(random() * field.length)];
    let b = field[Math.floor(random() * field.length)];
    if (a === b) b = field[(field.indexOf(a) + 1) % field.length];
    const p = 1 / (1 + Math.exp(skill(b) - skill(a)));
    const roll = random();
    const result = roll < 0.05 ? 'DRAW' : roll < 0.05 + 0.95 * p ? 'F1_WIN' : 'F2_WIN';
    const [score1, score2] = result === 'DRAW' ? [3, 3] : result === 'F1_WIN' ? [5, 2] : [2, 5];
    one.push(h.fighters[a]);
    two.push(h.fighters[b]);
    results.push(result);
    // A finished fight as the fight machine leaves it: the category places read its context.
    const scheduled = createFight({
      fightId: randomUUID(),
      fighter1: h.fighters[a],
      fighter2: h.fighters[b],
      rules: {},
      droppedOut: [],
    });
    snapshots.push(
      JSON.stringify({
        value: 'finished',
        context: { ...scheduled.context, score1, score2, doubles: 0, result, finishReason: 'byPoints' },
      }),
    );
  }
  await db.query(
    `INSERT INTO fight ("stageId", "poolId", index, "tournamentId", "nominationId", snapshot, "fighter1Id",
       "fighter2Id", result, status, "isBye")
     SELECT $1, $2, ord - 1, $3, $4, s, f1, f2, r, 'finished', false
       FROM unnest($5::uuid[], $6::uuid[], $7::text[], $8::jsonb[]) WITH ORDINALITY AS x(f1, f2, r, s, ord)`,
    [stage, pool, tournament, nomination, one, two, results, snapshots],
  );
  return tournament;
}

async function writeHistory(db: pg.Client): Promise<History> {
  const [{ id: organizer }] = (await db.query(`SELECT id FROM "user" WHERE email = $1`, [ORGANIZER.email]))
    .rows;
  const weapons = (await db.query(`SELECT id FROM weapon ORDER BY title LIMIT 3`)).rows.map(
    (r) => r.id as string,
  );
  const zones = (await db.query(`SELECT id FROM zone WHERE slug <> 'W' ORDER BY slug LIMIT 2`)).rows.map(
    (r) => r.id as string,
  );
  const fighters = (
    await db.query(
      `INSERT INTO "user" (name, "passwordHash", username, "lastName", "firstName")
       SELECT 'Bench Fighter ' || i, 'not-a-hash', 'bench-fighter-' || i, 'Fighter ' || i, 'Bench'
         FROM generate_series(1, $1) AS i RETURNING id`,
      [FIGHTERS],
    )
  ).rows.map((r) => r.id as string);
  const history = { organizer, weapons, zones, fighters };
  const start = Date.parse('2021-01-01');
  const span = Date.parse('2026-09-01') - start;
  for (let i = 0; i < TOURNAMENTS; i++) {
    const date = new Date(start + Math.floor((span * i) / TOURNAMENTS)).toISOString().slice(0, 10);
    await writeTournament(db, history, i, date, false);
  }
  return history;
}

/** The history an earlier run wrote into a kept database. */
async function readHistory(db: pg.Client): Promise<History> {
  const [{ id: organizer }] = (await db.query(`SELECT id FROM "user" WHERE email = $1`, [ORGANIZER.email]))
    .rows;
  const weapons = (await db.query(`SELECT id FROM weapon ORDER BY title LIMIT 3`)).rows.map(
    (r) => r.id as string,
  );
  const zones = (await db.query(`SELECT id FROM zone WHERE slug <> 'W' ORDER BY slug LIMIT 2`)).rows.map(
    (r) => r.id as string,
  );
  const fighters = (
    await db.query(`SELECT id FROM "user" WHERE username LIKE 'bench-fighter-%' ORDER BY "createdAt", id`)
  ).rows.map((r) => r.id as string);
  return { organizer, weapons, zones, fighters };
}

interface JobRow {
  requested: number;
  completed: number;
  running: boolean;
  step: string | null;
}

/** When each step of the job began (bench clock), as seen by polling the job's row. */
type StepTimeline = { step: string | null; at: number }[];

/** Until the job has nothing left to run (bounded); records the steps it went through into `timeline`. */
async function jobDone(db: pg.Client, timeline: StepTimeline = [], maxMs = 1_800_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const [row] = (
      await db.query(`SELECT requested, completed, running, step FROM results_job WHERE id = 'results'`)
    ).rows as JobRow[];
    const step = row.running ? row.step : null;
    if (timeline.at(-1)?.step !== step) timeline.push({ step, at: now() });
    if (!row.running && row.requested <= row.completed) return;
    await sleep(25);
  }
  throw new Error('the results job did not finish in time');
}

/** The step that was running when `at` happened. */
function stepAt(timeline: StepTimeline, at: number): string | null {
  let step: string | null = null;
  for (const point of timeline) if (point.at <= at) step = point.step;
  return step;
}

/** The last `ratings:` line of the server's log: its timings. */
function lastRatingsLine(child: Child): Record<string, number> {
  const lines = readFileSync(child.logFile, 'utf8').split('\n');
  const line = lines.reverse().find((l) => l.includes('ratings: '));
  if (!line) throw new Error(`no ratings line in ${child.logFile}`);
  const number = (pattern: RegExp) => Number(line.match(pattern)?.[1] ?? Number.NaN);
  return {
    bouts: number(/ratings: (\d+) rated bouts/),
    periodsRated: number(/(\d+) of \d+ rating periods/),
    periods: number(/\d+ of (\d+) rating periods/),
    workerMs: number(/again in (\d+) ms \(worker\)/),
    fetchMs: number(/fetch of the bouts (\d+) ms/),
    tournamentsRead: number(/\((-?\d+) tournaments read\)/),
    categoriesPlaced: number(/(\d+) categories placed again/),
    listsWritten: number(/written (\d+) lists/),
    periodsWritten: number(/(\d+) periods;/),
    readMs: number(/read (\d+) ms/),
    rateMs: number(/rate (\d+) ms/),
    writeMs: number(/write (\d+) ms;/),
    // CPU time per thread (/proc/thread-self): what a step costs, far less inflated by a loaded machine than its
    // wall-clock time, which counts the waits for a core.
    cpuWorkerFetchMs: number(/CPU: worker fetch (-?\d+) ms/),
    cpuWorkerRatingMs: number(/worker rating (-?\d+) ms/),
    cpuServerReadMs: number(/server thread read (-?\d+) ms/),
    cpuServerRateMs: number(/server thread read -?\d+ ms, rate (-?\d+) ms/),
    cpuServerWriteMs: number(/server thread read -?\d+ ms, rate -?\d+ ms, write (-?\d+) ms/),
  };
}

/** A judge scoring at a fixed rate (open loop) while `during` runs; the acks of commands sent inside its window. */
async function scoreWhile(judge: SioJudge, during: () => Promise<void>): Promise<CommandOutcome[]> {
  const outcomes: Promise<CommandOutcome>[] = [];
  let scoring = true;
  const lane = (async () => {
    const start = now();
    for (let k = 0; scoring; k++) {
      const wait = start + (k * 1000) / COMMANDS_PER_SECOND - now();
      if (wait > 0) await sleep(wait);
      // +1, +1, −1, −1 in turn: the score stays at 0–1 however long a job runs (a one-way count reaches the
      // fight's score limit during a slow run and every later command is refused).
      const side = k % 2 === 0 ? 1 : 2;
      outcomes.push(judge.command({ type: 'SCORE', side, delta: k % 4 < 2 ? 1 : -1 }));
    }
  })();
  await sleep(500);
  const from = now();
  await during();
  const to = now();
  await sleep(200);
  scoring = false;
  await lane;
  const acks = await Promise.all(outcomes);
  // A refusal is an answer too (its time counts); only commands left unanswered fail the run.
  const failed = acks.filter((a) => !a.ok && a.reason === 'operation has timed out');
  if (failed.length > 0) throw new Error(`${failed.length} commands failed: ${failed[0].reason}`);
  return acks.filter((a) => a.sentAt >= from && a.sentAt <= to);
}

const latencies = (acks: readonly CommandOutcome[]) => acks.map((a) => a.ackAt - a.sentAt);

interface Run {
  label: string;
  /** Acks of commands sent while the ratings step ran (no job: the whole window). */
  ack: Summary;
  /** Acks of commands sent while any step of the job ran. */
  ackJob: Summary | null;
  /** How long the ratings step ran, as seen from the job's row. */
  ratingsStepMs: number;
  jobMs: number;
  ratings: Record<string, number>;
  /** The 1-minute load average when the run ended. */
  load?: number;
}

async function main(): Promise<void> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const hardStop = setTimeout(() => {
    console.error('hard time limit reached');
    process.exit(2);
  }, HARD_LIMIT_MS);
  hardStop.unref();
  try {
    const serverMain = requireBuilt(
      resolve(REPO_ROOT, 'server/dist/main.js'),
      'build first: `npm run build`',
    );
    const seed = requireBuilt(resolve(REPO_ROOT, 'server/dist/seed.js'), 'build first: `npm run build`');
    // RESULTS_BENCH_REUSE_DB=<url>: a database kept by an earlier run (RESULTS_BENCH_KEEP_DB=1), history and all.
    const reuse = process.env.RESULTS_BENCH_REUSE_DB;
    const database = reuse
      ? { name: reuse.replace(/.*\//, ''), url: reuse, drop: () => Promise.resolve() }
      : await createBenchDatabase();
    // RESULTS_BENCH_KEEP_DB=1 keeps the database (100,000 fights) for looking into the job's queries afterwards.
    if (process.env.RESULTS_BENCH_KEEP_DB === '1') log(`keeping database ${database.url}`);
    else cleanups.push(() => database.drop());
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'never',
      LIVE_COMMANDS_PER_ADDRESS: '10000000',
      LIVE_COMMANDS_PER_SOCKET: '1000000',
      DATA_DIR: join(LOG_DIR, 'data'),
      NODE_OPTIONS: '',
    };
    log(`database ${database.name}, logs in ${LOG_DIR}`);
    if (!reuse) await runNode('seed', [seed], env, 900_000);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    cleanups.push(() => db.end());
    let started = now();
    const history = reuse ? await readHistory(db) : await writeHistory(db);
    // Statistics as autovacuum keeps them on a production database (this machine's Postgres runs with autovacuum
    // off): without them the planner takes the 100,000 fights written a moment ago for a handful and joins them in
    // a nested loop, and every read of the fights takes seconds for that reason alone.
    await db.query('ANALYZE');
    log(
      `history written: ${TOURNAMENTS * FIGHTS_PER_TOURNAMENT} fights in ${Math.round(now() - started)} ms`,
    );

    let server: Child | null = null;
    let judge: SioJudge | null = null;
    let api = new Api(baseUrl);
    let restarts = 0;
    const restart = async () => {
      judge?.close();
      await server?.stop();
      server = startNode(`server-${++restarts}`, [serverMain], env);
      await waitForHttp(`${baseUrl}/api/health`, server);
      await jobDone(db);
      api = new Api(baseUrl);
      const token = await api.login(ORGANIZER.email, ORGANIZER.password);
      return token;
    };
    cleanups.push(async () => {
      judge?.close();
      await server?.stop();
    });
    let token = await restart();
    const world = await createWorld(api, 1);
    judge = await SioJudge.connect(baseUrl, token, world.rings[0].fightId);
    const fightStarted = await judge.command({ type: 'START' });
    if (!fightStarted.ok) throw new Error(`START refused: ${fightStarted.reason}`);

    // A finished tournament without fights: switching its test flag schedules the job and changes no rating.
    const trigger = await writeTournament(db, history, TOURNAMENTS + 100, '2026-09-20', false);
    await db.query(`DELETE FROM fight WHERE "tournamentId" = $1`, [trigger]);
    let flag = false;
    const runJob = async (timeline: StepTimeline = []) => {
      flag = !flag;
      started = now();
      await api.request('PUT', `/api/tournaments/${trigger}`, { isTest: flag });
      await jobDone(db, timeline);
    };
    /** The run's figures from the acks and the steps' timeline. */
    const measured = (label: string, acks: CommandOutcome[], timeline: StepTimeline, jobMs: number): Run => {
      const inRatings = acks.filter((a) => stepAt(timeline, a.sentAt) === 'ratings');
      const inJob = acks.filter((a) => stepAt(timeline, a.sentAt) !== null);
      const begin = timeline.find((p) => p.step === 'ratings')?.at ?? Number.NaN;
      const end = timeline.find((p) => p.at > begin && p.step !== 'ratings')?.at ?? Number.NaN;
      return {
        label,
        ack: summarize(latencies(inRatings)),
        ackJob: summarize(latencies(inJob)),
        ratingsStepMs: end - begin,
        jobMs,
        ratings: lastRatingsLine(server!),
        load: loadavg()[0],
      };
    };

    log('first run: every category place and every rating (not measured)');
    await runJob();
    log(`first run took ${Math.round(now() - started)} ms: ${JSON.stringify(lastRatingsLine(server!))}`);

    const runs: Run[] = [];
    log(`judge alone, ${COMMANDS_PER_SECOND} commands/s for ${IDLE_MS / 1000} s`);
    runs.push({
      label: 'no job running',
      ack: summarize(latencies(await scoreWhile(judge, () => sleep(IDLE_MS)))),
      ackJob: null,
      ratingsStepMs: Number.NaN,
      jobMs: Number.NaN,
      ratings: {},
    });
    log(`${runs[0].label}: ${JSON.stringify(runs[0])}`);
    for (let r = 0; r < REPEATS; r++) {
      token = await restart();
      judge = await SioJudge.connect(baseUrl, token, world.rings[0].fightId);
      await sleep(2000);
      let jobMs = 0;
      const timeline: StepTimeline = [];
      const acks = await scoreWhile(judge, async () => {
        await runJob(timeline);
        jobMs = now() - started;
      });
      runs.push(measured(`full recomputation ${r + 1}`, acks, timeline, jobMs));
      log(`${runs.at(-1)!.label}: ${JSON.stringify(runs.at(-1))}`);
    }
    for (let r = 0; r < REPEATS; r++) {
      const added = await writeTournament(db, history, TOURNAMENTS + r, `2026-10-0${r + 1}`, true);
      let jobMs = 0;
      const timeline: StepTimeline = [];
      const acks = await scoreWhile(judge, async () => {
        started = now();
        await api.request('PUT', `/api/tournaments/${added}`, { isTest: false });
        await jobDone(db, timeline);
        jobMs = now() - started;
      });
      runs.push(measured(`one more tournament ${r + 1}`, acks, timeline, jobMs));
      log(`${runs.at(-1)!.label}: ${JSON.stringify(runs.at(-1))}`);
    }

    // A result of the oldest tournament fixed: every rating period after it is rated and written again.
    {
      await db.query(
        `UPDATE fight SET result = CASE result WHEN 'F1_WIN' THEN 'F2_WIN' ELSE 'F1_WIN' END,
                score1 = score2, score2 = score1, version = version + 1, "updatedAt" = now()
          WHERE id = (SELECT f.id FROM fight f JOIN tournament t ON t.id = f."tournamentId"
                       WHERE t."idString" LIKE 'bench-history-%' AND f.result IN ('F1_WIN', 'F2_WIN')
                       ORDER BY t."dateStart", f.id LIMIT 1)`,
      );
      let jobMs = 0;
      const timeline: StepTimeline = [];
      const acks = await scoreWhile(judge, async () => {
        await runJob(timeline);
        jobMs = now() - started;
      });
      runs.push(measured('oldest result fixed', acks, timeline, jobMs));
      log(`${runs.at(-1)!.label}: ${JSON.stringify(runs.at(-1))}`);
    }

    const f = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(1));
    console.log(
      `\n${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      '| run | acks in ratings step | ack p50 | ack p99 | ack max | ack p99 in whole job | ratings step | ' +
        'read | rate (worker fetch + rating) | write | periods rated | tournaments read | categories placed | ' +
        'lists + periods written | whole job |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const run of runs) {
      const q = run.ratings;
      console.log(
        `| ${run.label} | ${run.ack.count} | ${f(run.ack.p50)} ms | ${f(run.ack.p99)} ms | ${f(run.ack.max)} ms | ` +
          `${run.ackJob ? `${f(run.ackJob.p99)} ms` : '–'} | ${f(run.ratingsStepMs)} ms | ${f(q.readMs)} ms | ` +
          `${f(q.rateMs)} (${f(q.fetchMs)} + ${f(q.workerMs)}) ms | ${f(q.writeMs)} ms | ` +
          `${q.periods ? `${q.periodsRated} of ${q.periods}` : '–'} | ${q.tournamentsRead ?? '–'} | ` +
          `${q.categoriesPlaced ?? '–'} | ${q.listsWritten ?? '–'} + ${q.periodsWritten ?? '–'} | ${f(run.jobMs)} ms |`,
      );
    }
    console.log(
      '\n| run | load (1 min) | worker CPU: fetch | worker CPU: rating | server thread CPU: read | ' +
        'server thread CPU: rate (waiting) | server thread CPU: write |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const run of runs.slice(1)) {
      const q = run.ratings;
      console.log(
        `| ${run.label} | ${f(run.load)} | ${q.cpuWorkerFetchMs} ms | ${q.cpuWorkerRatingMs} ms | ` +
          `${q.cpuServerReadMs} ms | ${q.cpuServerRateMs} ms | ${q.cpuServerWriteMs} ms |`,
      );
    }
    const out = resolve(LOAD_TESTS_DIST, '../results');
    mkdirSync(out, { recursive: true });
    const file = join(out, `results-bench-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify({ loadavg: loadavg(), runs }, null, 2));
    log(`written ${file}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(e));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
