/**
 * The production server the browser tests drive, started the way `npm start` does: embedded PGlite in a data
 * folder of its own, Redis off, the demo world seeded on a folder's first start. One seeded folder is the
 * template every worker copies (seeding is most of a start). With E2E_DATABASE=postgres the servers use this
 * machine's Postgres instead (TEST_PG_URL, as the server tests): the demo world seeded once into a template database,
 * each worker's server on a copy of it (`CREATE DATABASE … TEMPLATE`), with an empty data folder of its own for
 * the outbox and backups.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
export async function startServer(dataDir, { keep = false, databaseUrl = '' } = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, [resolve(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
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

/** The Postgres the servers use with E2E_DATABASE=postgres: the one the server tests use. */
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (name) => PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);

async function admin(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A Postgres database holding the seeded demo world (`npm run seed`'s script on the built server): its name. */
export async function seededPostgresTemplate() {
  const name = `hema_e2e_seed_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const seeded = spawnSync(process.execPath, [resolve(root, 'server/dist/seed.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl(name), REDIS_URL: '', NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) {
    await dropDatabase(name);
    throw new Error(`seeding the Postgres template failed (${seeded.status})`);
  }
  return name;
}

export const dropDatabase = (name) => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);

/** A worker's server on its own copy of the template database; stopping it drops the copy. */
export async function startPostgresServer(template) {
  const name = `hema_e2e_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  // Nothing here has to survive a crash of the machine (as the server tests' databases).
  await admin(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  try {
    const server = await startServer(mkdtempSync(join(tmpdir(), 'hema-e2e-')), {
      databaseUrl: databaseUrl(name),
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await dropDatabase(name);
      },
    };
  } catch (error) {
    await dropDatabase(name);
    throw error;
  }
}
