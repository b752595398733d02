/**
 * What `npm test` needs from the machine, checked before any tier runs: without it a fresh machine learns of a
 * missing chromium only after ten minutes, from dozens of browser tests failing one by one. Each tier names what it
 * needs; only the tiers being run are checked, and a missing part is reported with the exact command that installs
 * or starts it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/** The server tests' Postgres and Redis (server/test/support/test-app.ts reads the same variables). */
const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The browser client/e2e/run.mjs launches. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** host and port of a postgres:// or redis:// address. */
export function addressOf(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return { host: hostname || '127.0.0.1', port: Number(port || defaultPort) };
}

/**
 * Each prerequisite: the tiers that need it, how to probe it (the name of a probe and its argument), and what to
 * do when it is missing.
 */
export const PREREQUISITES = [
  {
    name: `Postgres at ${PG_URL.replace(/\/\/[^@/]*@/, '//')}`,
    tiers: ['server'],
    probe: ['port', addressOf(PG_URL, 5432)],
    fix:
      'apt-get install postgresql, allow trust for 127.0.0.1 in pg_hba.conf and start it (`.ci/run` does all of ' +
      'this); or set TEST_PG_URL to a Postgres 15+ whose user may create databases',
  },
  {
    name: `Redis at ${REDIS_URL}`,
    tiers: ['server'],
    probe: ['port', addressOf(REDIS_URL, 6379)],
    fix:
      'apt-get install redis-server && redis-server --daemonize yes --bind 127.0.0.1 --save "" ' +
      '(or `docker compose up -d redis`); or set TEST_REDIS_URL',
  },
  {
    name: `chromium at ${CHROMIUM}`,
    tiers: ['e2e'],
    probe: ['file', CHROMIUM],
    fix: 'apt-get install chromium (or set CHROMIUM_PATH to a chromium or chrome binary)',
  },
  {
    name: 'pdftotext (the print-out tests read PDFs with it)',
    tiers: ['server', 'e2e'],
    probe: ['command', 'pdftotext'],
    fix: 'apt-get install poppler-utils',
  },
];

/** The probes against this machine; each answers whether the part is there. */
export const machineProbes = {
  port: ({ host, port }) =>
    new Promise((resolve) => {
      const socket = connect({ host, port });
      const done = (ok) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(2000, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    }),
  file: async (path) => existsSync(path),
  command: async (name) => !spawnSync(name, ['-v'], { stdio: 'ignore' }).error,
};

/** The prerequisites of `tiers` that the probes do not find, each with its fix. */
export async function missingPrerequisites(tiers, probes = machineProbes, prerequisites = PREREQUISITES) {
  const needed = prerequisites.filter((p) => p.tiers.some((tier) => tiers.includes(tier)));
  const found = await Promise.all(needed.map((p) => probes[p.probe[0]](p.probe[1])));
  return needed.filter((_, i) => !found[i]).map(({ name, fix }) => ({ name, fix }));
}

/** The message that stops `npm test`: one line per missing part and what to do about it. */
export function missingReport(missing) {
  return [
    'npm test cannot run: this machine lacks what the tests need.',
    ...missing.map((m) => `  - ${m.name} is missing. Fix: ${m.fix}`),
    'Nothing was run. Install or start the parts above, then run npm test again.',
  ].join('\n');
}
