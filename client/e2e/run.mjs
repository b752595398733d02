#!/usr/bin/env node
/**
 * Browser end-to-end tests: starts the production build the way `npm start` does (embedded PGlite in a fresh
 * temporary data folder, demo data seeded) and drives Debian's chromium through playwright-core.
 *
 *   node client/e2e/run.mjs [--json=FILE] [--workers=N] [--write-durations] [name-filter]
 *
 * Each `*.e2e.mjs` file exports `tests`: [{name, run(ctx)}]. ctx = {baseUrl, dataDir, newPage(options),
 * screenshot(page, name)}.
 *
 * The tests mostly wait on the browser and the server, so they run in `--workers` workers side by side (default
 * E2E_WORKERS or 3): each worker has its own production server (own port, own data folder with its own copy of
 * the demo data, seeded once by a first start as `npm start` does) and its own chromium, and takes the next file
 * from one queue, longest file first (durations.json: the measured time of each file; a file missing there goes
 * first). A file's tests run in order on one worker, so a test may build on an earlier one of its file; a file
 * must not count on another file's data or on running before or after it; a file that changes the demo world for
 * good exports `ownData` and gets a copy of its own. Each file's lines are printed together
 * when the file is done; the summary and --json are the same for any number of workers. `--write-durations`
 * writes this run's file times to durations.json (after a full run without failures).
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';
import { recordAlerts, WAIT_MS } from './e2e-helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const jsonFile = args.find((a) => a.startsWith('--json='))?.slice(7);
const workersArg = args.find((a) => a.startsWith('--workers='))?.slice(10) ?? process.env.E2E_WORKERS ?? '3';
const writeDurations = args.includes('--write-durations');
const filter = args.find((a) => !a.startsWith('--'));
const artifacts = resolve(here, '.artifacts');
const durationsFile = join(here, 'durations.json');
mkdirSync(artifacts, { recursive: true });

const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/**
 * The production server on `dataDir` (a fresh folder seeds the demo world on its first start, as `npm start`
 * does; a copy of a seeded folder opens it). `keep` leaves the folder behind when it stops.
 */
async function startServer(dataDir, { keep = false } = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, [resolve(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // Seconds alone; a busy machine (other work, servers starting side by side) can make it minutes.
  const deadline = Date.now() + 300_000;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error('server did not become healthy in 300 s');
      await new Promise((r) => setTimeout(r, 300));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

/**
 * One seeded data folder for all workers: seeding is most of a server's start and each worker would repeat it, so
 * one server seeds the demo world on its first start and stops; each worker's server opens its own copy.
 */
async function seededTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'hema-e2e-seed-'));
  const server = await startServer(dir, { keep: true });
  await server.stop();
  return dir;
}

function copyOf(template) {
  const dir = mkdtempSync(join(tmpdir(), 'hema-e2e-'));
  cpSync(template, dir, { recursive: true, filter: (src) => !src.endsWith('server.lock') });
  return dir;
}

function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** The ctx a test gets: pages of this worker's browser on this worker's server. */
function testContext(server, browser, contexts) {
  return {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    /** A fresh, isolated page (own storage: a new browser context per call). */
    async newPage({ width = 1280, height = 800 } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      context.setDefaultTimeout(WAIT_MS);
      context.setDefaultNavigationTimeout(WAIT_MS);
      await context.addInitScript(recordAlerts);
      contexts.push(context);
      const page = await context.newPage();
      page.consoleErrors = [];
      page.on('console', (m) => m.type() === 'error' && page.consoleErrors.push(m.text()));
      if (process.env.E2E_DEBUG_404)
        page.on('response', (r) => r.status() === 404 && console.log('404', r.url()));
      page.on('pageerror', (e) => page.consoleErrors.push(String(e)));
      return page;
    },
    async screenshot(page, name) {
      await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
    },
  };
}

// The files with a test matching the filter, longest first.
const known = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
const queue = [];
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort()) {
  const { tests, ownData = false } = await import(pathToFileURL(join(here, file)).href);
  const selected = tests.filter(
    (t) => !filter || `${file.replace('.e2e.mjs', '')} › ${t.name}`.includes(filter),
  );
  if (selected.length > 0) queue.push({ file, tests: selected, ownData, expected: known[file] ?? Infinity });
}
queue.sort((a, b) => b.expected - a.expected || a.file.localeCompare(b.file));
const workers = Math.max(1, Math.min(Number(workersArg) || 1, queue.length));
// One worker has no seeded copy to hand out: the files that change the demo world for good run last.
if (workers === 1) queue.sort((a, b) => Number(a.ownData) - Number(b.ownData));

let passed = 0;
let failed = 0;
const failures = [];
const measured = {};

/** What each page of a failed test showed, for the report: .artifacts/failed-<test>-<n>.png. */
async function failureScreenshots(name, contexts) {
  const slug = name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  const pages = contexts.flatMap((c) => c.pages());
  for (const [n, page] of pages.entries())
    await page
      .screenshot({ path: join(artifacts, `failed-${slug}-${n}.png`), timeout: 10_000 })
      .catch(() => {});
}

async function runFile({ file, tests }, server, browser) {
  const contexts = [];
  const ctx = testContext(server, browser, contexts);
  const lines = [];
  const fileStarted = Date.now();
  for (const test of tests) {
    const name = `${file.replace('.e2e.mjs', '')} › ${test.name}`;
    const started = Date.now();
    try {
      await test.run(ctx);
      passed++;
      lines.push(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      failures.push({ name, error: String(error?.stack ?? error) });
      await failureScreenshots(name, contexts);
      lines.push(
        `  ✕ ${name}\n    ${String(error?.stack ?? error)
          .split('\n')
          .slice(0, 6)
          .join('\n    ')}`,
      );
    }
    for (const c of contexts.splice(0)) await c.close().catch(() => {});
  }
  measured[file] = Date.now() - fileStarted;
  console.log(lines.join('\n'));
}

/** One worker: its own server and browser, taking files from the queue until it is empty. */
async function worker(template) {
  const server = await startServer(template ? copyOf(template) : mkdtempSync(join(tmpdir(), 'hema-e2e-')));
  let browser;
  try {
    browser = await launchBrowser();
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (!next.ownData || !template) {
        await runFile(next, server, browser);
        continue;
      }
      // A file that changes the demo world for good (`ownData`: it finishes a demo tournament) gets a copy of its
      // own, so the files after it on this worker still find the world as seeded, whatever the order.
      const own = await startServer(copyOf(template));
      try {
        await runFile(next, own, browser);
      } finally {
        await own.stop();
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
  }
}

const started = Date.now();
// One worker seeds its own folder; more copy one seeded folder.
let template;
let outcomes;
try {
  template = workers > 1 ? await seededTemplate() : undefined;
  outcomes = await Promise.allSettled(Array.from({ length: workers }, () => worker(template)));
} catch (error) {
  outcomes = [{ status: 'rejected', reason: error }];
}
if (template) rmSync(template, { recursive: true, force: true });
// A worker that could not start leaves its files to the others; if none started, the run fails.
const broken = outcomes.filter((o) => o.status === 'rejected');
for (const o of broken) console.error(`e2e worker failed: ${String(o.reason?.stack ?? o.reason)}`);
for (const { file, tests } of queue.splice(0)) {
  for (const test of tests) {
    failed++;
    failures.push({
      name: `${file.replace('.e2e.mjs', '')} › ${test.name}`,
      error: 'not run: no worker could start',
    });
  }
}

console.log(`\ne2e: ${passed} passed, ${failed} failed`);
console.log(`(${workers} worker${workers > 1 ? 's' : ''}, ${Math.round((Date.now() - started) / 1000)} s)`);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed, failed, failures }, null, 2));
if (writeDurations && !filter && failed === 0) {
  const sorted = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`wrote ${durationsFile}`);
}
process.exit(failed > 0 || broken.length > 0 ? 1 : 0);
