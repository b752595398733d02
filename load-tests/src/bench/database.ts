import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { now } from './clock.js';
import { summarize, type Summary } from '../stats.js';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database for one run of the harness, dropped by `drop` (also after a failed run). */
export async function createBenchDatabase(): Promise<{
  name: string;
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `hema_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  let dropped = false;
  return {
    name,
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdmin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The floor of a judge's command: one conditional UPDATE round trip on the same Postgres, on a real fight row that no
 * ring uses (same table, same row size), like the engine's `UPDATE fight … WHERE id=$1 AND version=$2`. Sequential,
 * `count` times, at most `ratePerSecond` (0 = back to back), bounded by `maxMs`.
 */
export async function bareUpdateRoundTrips(
  databaseUrl: string,
  fightId: string,
  options: { count: number; ratePerSecond: number; maxMs: number },
): Promise<Summary & { samples: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const samples: number[] = [];
  try {
    const [row] = (await client.query('SELECT version FROM fight WHERE id = $1', [fightId])).rows as {
      version: number;
    }[];
    let version = row.version;
    const start = now();
    const gap = options.ratePerSecond > 0 ? 1000 / options.ratePerSecond : 0;
    for (let i = 0; i < options.count && now() - start < options.maxMs; i++) {
      const due = start + i * gap;
      const wait = due - now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const t0 = now();
      const result = await client.query(
        'UPDATE fight SET version = version + 1, "updatedAt" = now() WHERE id = $1 AND version = $2',
        [fightId, version],
      );
      samples.push(now() - t0);
      if (result.rowCount !== 1) throw new Error(`bare UPDATE lost its row (version ${version})`);
      version += 1;
    }
  } finally {
    await client.end();
  }
  return { ...summarize(samples), samples: samples.length };
}

/** Transactions (committed + rolled back) Postgres counted for a database: autocommit statements count one each. */
export async function databaseTransactions(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
      [name],
    );
    return Number(rows[0]?.n ?? Number.NaN);
  } finally {
    await client.end();
  }
}

/**
 * Flushes Postgres's dirty pages now. Before each phase, so the writes of earlier phases (and of the setup) are not
 * flushed by a timed checkpoint in the middle of a measurement, stalling commits for tens of ms; a checkpoint also
 * restarts Postgres's checkpoint timer (5 min), longer than any phase.
 */
export async function checkpoint(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}
