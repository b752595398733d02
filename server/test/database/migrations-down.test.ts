import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { openDatabase, type Database } from '../../src/database/database.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { PG_ADMIN_URL } from '../support/test-app.js';

/**
 * The schema as Postgres describes it: tables and columns, constraints, indexes and enum types. Two databases
 * built the same way describe themselves the same.
 */
async function schemaOf(db: DataSource) {
  const query = (sql: string) => db.query(sql) as Promise<Record<string, unknown>[]>;
  return {
    columns: await query(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length
         FROM information_schema.columns WHERE table_schema = current_schema()
        ORDER BY table_name, column_name`,
    ),
    constraints: await query(
      `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = current_schema() ORDER BY 1, 2`,
    ),
    indexes: await query(
      `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1, 2`,
    ),
    types: await query(
      `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = current_schema() GROUP BY t.typname ORDER BY 1`,
    ),
  };
}

/** Every migration's down() undoes its up(): what a release rolled back relies on. */
describe('the migrations, undone and done again', () => {
  const name = `hema_test_migrations_${randomBytes(4).toString('hex')}`;
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const admin = () => new pg.Client({ connectionString: PG_ADMIN_URL });
  let database: Database;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '' });
  });

  afterAll(async () => {
    await database?.close();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });

  it('leaves the same schema after every down() in reverse and every up() again', async () => {
    const db = database.dataSource;
    const first = await schemaOf(db);
    expect(first.columns.length).toBeGreaterThan(0);

    for (let undone = 0; undone < MIGRATIONS.length; undone++) {
      await db.undoLastMigration({ transaction: 'each' });
    }
    // Only TypeORM's own bookkeeping is left once everything is undone.
    const empty = await schemaOf(db);
    expect([...new Set(empty.columns.map((c) => c.table_name))]).toEqual(['migrations']);
    expect(empty.types).toEqual([]);

    await db.runMigrations({ transaction: 'each' });
    expect(await schemaOf(db)).toEqual(first);
  });
});
