#!/usr/bin/env node
/**
 * Browser end-to-end tests: starts the production build the way `npm start` does (embedded PGlite in a fresh
 * temporary data folder, demo data seeded) and drives Debian's chromium through playwright-core.
 *
 *   node client/e2e/run.mjs [--json=FILE] [name-filter]
 *
 * Each `*.e2e.mjs` file exports `tests`: [{name, run(ctx)}]. ctx = {baseUrl, newPage(options), screenshot(page, name)}.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const jsonFile = args.find((a) => a.startsWith('--json='))?.slice(7);
const filter = args.find((a) => !a.startsWith('--'));
const artifacts = resolve(here, '.artifacts');
mkdirSync(artifacts, { recursive: true });

const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hema-e2e-'));
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
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start seeds the demo world: seconds on an idle machine, minutes on a saturated one.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      // Never leave the server behind (it would go on seeding into a folder nobody removes).
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server did not become healthy in 240 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const files = readdirSync(here)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .sort();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const contexts = [];
const ctx = {
  baseUrl: server.baseUrl,
  dataDir: server.dataDir,
  /** A fresh, isolated page (own storage: a new browser context per call). */
  async newPage({ width = 1280, height = 800 } = {}) {
    const context = await browser.newContext({ viewport: { width, height } });
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

let passed = 0;
let failed = 0;
const failures = [];
try {
  for (const file of files) {
    const { tests } = await import(pathToFileURL(join(here, file)).href);
    for (const test of tests) {
      const name = `${file.replace('.e2e.mjs', '')} › ${test.name}`;
      if (filter && !name.includes(filter)) continue;
      const started = Date.now();
      try {
        await test.run(ctx);
        passed++;
        console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed++;
        failures.push({ name, error: String(error?.stack ?? error) });
        console.log(
          `  ✕ ${name}\n    ${String(error?.stack ?? error)
            .split('\n')
            .slice(0, 6)
            .join('\n    ')}`,
        );
      }
      for (const c of contexts.splice(0)) await c.close().catch(() => {});
    }
  }
} finally {
  await browser.close().catch(() => {});
  await server.stop();
}
console.log(`\ne2e: ${passed} passed, ${failed} failed`);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed, failed, failures }, null, 2));
process.exit(failed > 0 ? 1 : 0);
