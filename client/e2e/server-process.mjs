/**
 * The production server the browser tests drive, started the way `npm start` does: embedded PGlite in a data
 * folder of its own, Redis off, the demo world seeded on a folder's first start. One seeded folder is the
 * template every worker copies (seeding is most of a start).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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
export async function startServer(dataDir, { keep = false } = {}) {
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
      // The push test's push service is a plain-http one on loopback (notifications.e2e.mjs).
      PUSH_ALLOW_PLAIN_HTTP: '1',
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

/** A seeded data folder: one server seeds the demo world on its first start and stops. */
export async function seededTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'hema-e2e-seed-'));
  const server = await startServer(dir, { keep: true });
  await server.stop();
  return dir;
}

/** A worker's own copy of the seeded folder (without the lock of the server that seeded it). */
export function copyOf(template) {
  const dir = mkdtempSync(join(tmpdir(), 'hema-e2e-'));
  cpSync(template, dir, { recursive: true, filter: (src) => !src.endsWith('server.lock') });
  return dir;
}
