import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { connectDatabase, openDatabase } from '../database/database.js';
import { MIGRATIONS } from '../database/migrations/index.js';
import { foreignKeys as foreignKeysOf, relationNames, serialColumns } from '../database/schema-catalog.js';

/** A line of a backup file (written by {@link Backups.create}). */
type BackupLine =
  | { format: string; version: number; createdAt: string }
  | { table: string }
  | { row: Record<string, unknown> };

/** Rows inserted per statement. */
const BATCH = 500;

export class RestoreRefusedError extends Error {}

async function* linesOf(path: string): AsyncGenerator<BackupLine> {
  const file = createReadStream(path);
  const gunzip = createGunzip();
  // A missing file's error reaches the reader, not only the file stream.
  file.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: file.pipe(gunzip), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as BackupLine;
}

/** The header and the migration rows of a backup: which schema its rows belong to. */
async function headerOf(path: string): Promise<{ migrationsTable: string; migrations: { name: string }[] }> {
  try {
    return await readHeader(path);
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    // Not gzip, not JSON lines: another file than a backup (or a truncated download).
    throw new RestoreRefusedError(`${path} is not a backup of this platform (${(error as Error).message}).`);
  }
}

async function readHeader(
  path: string,
): Promise<{ migrationsTable: string; migrations: { name: string }[] }> {
  let table: string | undefined;
  const migrations: { name: string }[] = [];
  let first = true;
  for await (const line of linesOf(path)) {
    if (first) {
      first = false;
      if (!('format' in line) || line.format !== 'hema-backup' || line.version !== 1)
        throw new RestoreRefusedError(`${path} is not a backup of this platform (hema-backup version 1).`);
      continue;
    }
    if ('table' in line) {
      if (table !== undefined) break; // the migrations table is written first; its rows are all we need here
      table = line.table;
    } else if ('row' in line) migrations.push({ name: String(line.row.name) });
  }
  if (table === undefined) throw new RestoreRefusedError(`${path} holds no tables.`);
  return { migrationsTable: table, migrations };
}

/** A cover image's bytes come back from base64; everything else is plain JSON Postgres converts by column type. */
function databaseValue(value: unknown): unknown {
  if (value && typeof value === 'object' && '$base64' in value)
    return `\\x${Buffer.from(String(value.$base64), 'base64').toString('hex')}`;
  return value;
}

/**
 * Restores the backup file at `path` into the database `config` names (DATABASE_URL, else the embedded PGlite in
 * DATA_DIR), which must be empty — no tables at all: a new Postgres database, or a DATA_DIR that was never started.
 * The schema is built by the migrations the backup was written under, its rows go in in one transaction, then the
 * migrations written since apply as at any start. Returns the number of rows per table.
 */
export async function restoreBackup(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  path: string,
): Promise<Map<string, number>> {
  const header = await headerOf(path);
  const written = new Set(header.migrations.map((m) => m.name));
  const known = MIGRATIONS.filter((m) => written.has(m.name));
  if (known.length !== written.size)
    throw new RestoreRefusedError(
      `${path} was written under a schema this version does not know (its last migration: ` +
        `${header.migrations.at(-1)?.name ?? 'none'}). Restore it with the version of the platform that wrote it.`,
    );
  const where = config.DATABASE_URL
    ? 'the database DATABASE_URL names'
    : `the data folder ${config.DATA_DIR}`;
  const database = await connectDatabase(config, known);
  let counts: Map<string, number>;
  try {
    const tables = await relationNames(database.dataSource);
    if (tables.length > 0)
      throw new RestoreRefusedError(
        `${where} is not empty (it has ${tables.length} tables). A backup is restored only into an empty database: ` +
          'create a new Postgres database (createdb) and point DATABASE_URL at it, or set DATA_DIR to a new folder.',
      );
    await database.dataSource.runMigrations({ transaction: 'each' });
    counts = await insertRows(database.dataSource, path);
  } finally {
    await database.close();
  }
  // The migrations written after the backup: the same as a start of the server would apply.
  await (await openDatabase(config)).close();
  return counts;
}

async function insertRows(db: DataSource, path: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await db.transaction(async (manager) => {
    const query = (sql: string, params?: unknown[]) => manager.query(sql, params) as Promise<unknown>;
    // Rows go in table by table, not in the order foreign keys want (and a table may refer to itself): the foreign
    // keys are dropped for the load and added back after it, which checks every row against them.
    const foreignKeys = await foreignKeysOf(manager);
    for (const fk of foreignKeys) await query(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);

    let table: string | undefined;
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (table === undefined || batch.length === 0) return;
      const columns = Object.keys(batch[0]!)
        .map((c) => `"${c}"`)
        .join(', ');
      await query(
        `INSERT INTO "${table}" (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
        [JSON.stringify(batch)],
      );
      counts.set(table, (counts.get(table) ?? 0) + batch.length);
      batch = [];
    };
    let first = true;
    for await (const line of linesOf(path)) {
      if (first) {
        first = false;
        continue;
      }
      if ('table' in line) {
        await flush();
        table = line.table;
        counts.set(table, 0);
        // The backup holds the change notes the triggers wrote (nomination_change): loading rows must not write
        // more, whose ids could meet the restored ones.
        await query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
        // What the migrations themselves inserted (a job's state row) is in the backup too.
        await query(`DELETE FROM "${table}"`);
      } else if ('row' in line) {
        batch.push(Object.fromEntries(Object.entries(line.row).map(([k, v]) => [k, databaseValue(v)])));
        if (batch.length === BATCH) await flush();
      }
    }
    await flush();
    for (const loaded of counts.keys()) await query(`ALTER TABLE "${loaded}" ENABLE TRIGGER USER`);

    for (const fk of foreignKeys)
      await query(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.definition}`);
    // Counters behind serial columns continue after the restored rows.
    const serials = await serialColumns(manager);
    for (const { table_name: t, column_name: c } of serials)
      await query(
        `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX("${c}") FROM "${t}"), 0) + 1, false)`,
        [`"${t}"`, c],
      );
  });
  return counts;
}
