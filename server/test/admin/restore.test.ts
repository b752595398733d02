import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { Backups } from '../../src/admin/backups.js';
import { restoreBackup, RestoreRefusedError } from '../../src/admin/restore.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { openDatabase } from '../../src/database/database.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-world.js';
import { seedDemoTournament } from '../../src/seed/demo-tournament.js';
import { seedDemoHistory } from '../../src/seed/demo-history.js';
import { deriveSeededResults } from '../../src/seed/derive-results.js';
import { PG_ADMIN_URL, startTestApp, type TestApp } from '../support/test-app.js';

/** A Postgres database with no tables at all: what an operator creates with `createdb` before restoring. */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hema_test_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Every table of the schema with its rows as text, in one order: two databases with equal data give equal maps. */
async function everyRow(db: DataSource): Promise<Record<string, string[]>> {
  const tables = (await db.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as { table_name: string }[];
  const rows: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const found = (await db.query(`SELECT to_jsonb(t)::text AS row FROM "${table}" t ORDER BY 1`)) as {
      row: string;
    }[];
    rows[table] = found.map((r) => r.row);
  }
  return rows;
}

describe('restoring a backup', () => {
  let t: TestApp;
  let backup: string;
  let before: Record<string, string[]>;

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoTournament(t.app, await hashPassword(DEMO_PASSWORD));
    // Past tournaments give results and rating history: tables written by plain SQL, without an ORM entity.
    await seedDemoHistory(t.app);
    await deriveSeededResults(t.app);
    // A cover image: bytes survive the JSON of the backup only as base64.
    const [tournament] = (await t.db.query(`SELECT id FROM tournament LIMIT 1`)) as { id: string }[];
    await t.db.query(`INSERT INTO tournament_cover ("tournamentId", data) VALUES ($1, $2)`, [
      tournament!.id,
      Buffer.from([0, 1, 2, 254, 255]),
    ]);
    const backups = t.app.get(Backups);
    backup = join(backups.folder, (await backups.create()).name);
    before = await everyRow(t.db);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('into an empty Postgres database', () => {
    let target: { url: string; drop: () => Promise<void> };
    let restored: Awaited<ReturnType<typeof openDatabase>>;
    let counts: Map<string, number>;

    beforeAll(async () => {
      target = await emptyDatabase();
      counts = await restoreBackup({ DATABASE_URL: target.url, DATA_DIR: '' }, backup);
      restored = await openDatabase({ DATABASE_URL: target.url, DATA_DIR: '' });
    });

    afterAll(async () => {
      await restored?.close();
      await target?.drop();
    });

    it('brings every row of every table back', async () => {
      expect(counts.get('fight')).toBeGreaterThan(0);
      const after = await everyRow(restored.dataSource);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before))
        expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
      expect(before.tournament_cover).toHaveLength(1);
      const seeded = ['nomination_result', 'nomination_result_source', 'weapon_rating_history'].filter(
        (table) => before[table]!.length > 0,
      );
      expect(seeded).toEqual(['nomination_result', 'nomination_result_source', 'weapon_rating_history']);
    });

    it('continues the serial numbers after the restored rows', async () => {
      const serials = (await restored.dataSource.query(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
      )) as { table_name: string; column_name: string }[];
      expect(serials.length).toBeGreaterThan(0);
      for (const { table_name: table, column_name: column } of serials) {
        const [{ next, highest }] = (await restored.dataSource.query(
          `SELECT nextval(pg_get_serial_sequence($1, $2))::int AS next,
                  (SELECT COALESCE(MAX("${column}"), 0) FROM "${table}")::int AS highest`,
          [`"${table}"`, column],
        )) as { next: number; highest: number }[];
        expect({ table, next }).toEqual({ table, next: highest + 1 });
      }
    });
  });

  it('brings every row back into a new embedded data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hema-restore-'));
    try {
      await restoreBackup({ DATA_DIR: dataDir }, backup);
      const restored = await openDatabase({ DATA_DIR: dataDir });
      try {
        expect(await everyRow(restored.dataSource)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A new embedded database runs every migration in WebAssembly: 10 s alone, past a minute beside a loaded run.
  }, 180_000);

  it('refuses a database that already has tables and leaves its rows alone', async () => {
    await expect(
      restoreBackup({ DATABASE_URL: t.config.DATABASE_URL, DATA_DIR: '' }, backup),
    ).rejects.toThrow(RestoreRefusedError);
    await expect(
      restoreBackup({ DATABASE_URL: t.config.DATABASE_URL, DATA_DIR: '' }, backup),
    ).rejects.toThrow(/is not empty .* only into an empty database/);
    expect(await everyRow(t.db)).toEqual(before);
  });

  it('refuses a file that is not a backup', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hema-restore-'));
    try {
      const notBackup = join(dataDir, 'notes.txt');
      writeFileSync(notBackup, 'not a backup');
      await expect(restoreBackup({ DATA_DIR: join(dataDir, 'db') }, notBackup)).rejects.toThrow(
        /is not a backup of this platform/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
