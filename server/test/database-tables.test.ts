import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type Database } from '../src/database/database.js';
import { sqlOf } from '../src/database/sql.js';
import { TABLES } from '../src/database/tables.js';
import { createTestDatabase } from './support/test-app.js';

/** The part of information_schema.columns this test reads. */
type InformationSchema = {
  'information_schema.columns': {
    table_schema: string;
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
    is_identity: 'YES' | 'NO';
  };
};

/** Every column of the migrated schema, in the notation of tables.ts (TypeORM's own bookkeeping left out). */
async function schemaColumns(database: Database): Promise<Map<string, string>> {
  const rows = await sqlOf(database.dataSource)
    .withTables<InformationSchema>()
    .selectFrom('information_schema.columns')
    .select(['table_name', 'column_name', 'udt_name', 'is_nullable', 'column_default', 'is_identity'])
    .where('table_schema', '=', 'public')
    .where('table_name', '<>', 'migrations')
    .execute();
  const columns = new Map<string, string>();
  for (const row of rows) {
    const nullable = row.is_nullable === 'YES' ? ' null' : '';
    const hasDefault = row.column_default !== null || row.is_identity === 'YES' ? ' default' : '';
    columns.set(`${row.table_name}.${row.column_name}`, `${row.udt_name}${nullable}${hasDefault}`);
  }
  return columns;
}

function describedColumns(): Map<string, string> {
  const columns = new Map<string, string>();
  for (const [table, spec] of Object.entries(TABLES))
    for (const [column, type] of Object.entries(spec)) columns.set(`${table}.${column}`, type);
  return columns;
}

describe('the typed tables (src/database/tables.ts) against the migrated schema', () => {
  let drop: () => Promise<void>;
  let database: Database;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    database = await openDatabase({ DATABASE_URL: created.url, DATA_DIR: '' });
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('names every table and column with its type, nullability and default, and nothing else', async () => {
    const schema = await schemaColumns(database);
    const described = describedColumns();
    // On a failure the diff names each column that differs and what the schema says it is.
    const differing = [...new Set([...schema.keys(), ...described.keys()])]
      .filter((key) => schema.get(key) !== described.get(key))
      .map((key) => ({
        column: key,
        schema: schema.get(key) ?? 'missing',
        described: described.get(key) ?? 'missing',
      }));
    expect(differing).toEqual([]);
  });

  it('runs typed SQL inside a TypeORM transaction, which a rollback undoes', async () => {
    const title = `Dialect check ${Date.now()}`;
    await expect(
      database.dataSource.transaction(async (manager) => {
        await sqlOf(manager).insertInto('weapon_type').values({ title }).execute();
        const seen = await sqlOf(manager)
          .selectFrom('weapon_type')
          .select('title')
          .where('title', '=', title)
          .executeTakeFirst();
        expect(seen?.title).toBe(title);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await sqlOf(database.dataSource)
      .selectFrom('weapon_type')
      .select('id')
      .where('title', '=', title)
      .execute();
    expect(after).toEqual([]);
  });

  it('counts the rows an update changed', async () => {
    const sql = sqlOf(database.dataSource);
    const title = `Count check ${Date.now()}`;
    await sql.insertInto('weapon_type').values({ title }).execute();
    const result = await sql
      .updateTable('weapon_type')
      .set({ title: `${title}!` })
      .where('title', '=', title)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });
});

describe('typed SQL on the embedded database (PGlite, one session)', () => {
  it('shares the session with TypeORM: a transaction sees its own rows, others after commit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hema-sql-'));
    const database = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dir });
    try {
      const title = 'Embedded check';
      await database.dataSource.transaction(async (manager) => {
        await sqlOf(manager).insertInto('weapon_type').values({ title }).execute();
      });
      const row = await sqlOf(database.dataSource)
        .selectFrom('weapon_type')
        .select('title')
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      expect(row.title).toBe(title);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
