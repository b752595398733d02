import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BACKUP_NAME } from '@hema/shared/contracts/admin';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Clock } from '../common/clock.js';
import { dateColumns, primaryKeys, tableNames } from '../database/schema-catalog.js';
import { notFound } from '../common/app-error.js';

export interface BackupFile {
  name: string;
  size: number;
  createdAt: Date;
}

/** Rows read per query: a table is streamed in pages, never held whole in memory. */
const PAGE = 500;

/** Bytes (a cover image) as base64, so every line stays plain JSON. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) {
    if (Buffer.isBuffer(value)) row[key] = { $base64: value.toString('base64') };
  }
  return row;
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Database backups an admin creates and downloads (/admin/controls). `pg_dump` is missing on the embedded PGlite
 * and on many machines, so the backup is our own export: every table of the schema (the migrations table, which
 * says which schema it is, first) as gzipped JSON lines — a header line, then per table a `{table}` line and one
 * `{row}` line per row — read in one REPEATABLE READ transaction (a consistent snapshot), page by page by primary
 * key, streamed through gzip to a file in DATA_DIR/backups. Files are per server process: behind several replicas
 * each lists its own (docs/operations.md).
 */
@Injectable()
export class Backups {
  readonly folder: string;

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.folder = join(config.DATA_DIR, 'backups');
  }

  async list(): Promise<BackupFile[]> {
    await mkdir(this.folder, { recursive: true });
    const names = (await readdir(this.folder)).filter((name) => BACKUP_NAME.test(name));
    const files = await Promise.all(
      names.map(async (name) => {
        const info = await stat(join(this.folder, name));
        return { name, size: info.size, createdAt: info.mtime };
      }),
    );
    return files.sort((a, b) => b.name.localeCompare(a.name));
  }

  /** The file of a backup by its name (checked against {@link BACKUP_NAME} by the contract). */
  async path(name: string): Promise<string> {
    if (!BACKUP_NAME.test(name)) throw notFound('Backup');
    const path = join(this.folder, name);
    try {
      await stat(path);
    } catch {
      throw notFound('Backup');
    }
    return path;
  }

  private async freeName(): Promise<string> {
    const taken = new Set(await readdir(this.folder));
    const base = `backup-${stamp(this.clock.now())}`;
    for (let n = 1; ; n++) {
      const name = n === 1 ? `${base}.json.gz` : `${base}-${n}.json.gz`;
      if (!taken.has(name) && !taken.has(`${name}.partial`)) return name;
    }
  }

  async create(): Promise<BackupFile> {
    await mkdir(this.folder, { recursive: true });
    const name = await this.freeName();
    const partial = join(this.folder, `${name}.partial`);
    const gzip = createGzip();
    const file = createWriteStream(partial);
    const done = new Promise<void>((resolve, reject) => {
      file.on('finish', resolve).on('error', reject);
      gzip.on('error', reject);
    });
    gzip.pipe(file);
    const write = async (line: unknown) => {
      if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
    };
    const runner = this.db.createQueryRunner();
    try {
      await runner.connect();
      await runner.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await write({ format: 'hema-backup', version: 1, createdAt: this.clock.now().toISOString() });
      const migrations = this.db.options.migrationsTableName ?? 'migrations';
      // Every table of the schema with its primary key, not only the ORM's entities: results, their sources and the
      // rating history are written by plain SQL and have no entity. The migrations table comes first (a restore
      // reads from it which schema the rows belong to).
      const tables = (await primaryKeys(runner.manager, migrations)).map(({ table, key }) => ({
        table,
        key: key.map((k) => `"${k}"`).join(', '),
        columns: key,
      }));
      // Dates and times are read as Postgres writes them: the driver's Date keeps milliseconds only (Postgres keeps
      // microseconds), and reads a calendar date as midnight in the server's time zone, which JSON would write as
      // the day before anywhere east of UTC. The text ('2026-05-01', '2026-05-01 10:00:00.123456+00') restores exactly.
      const dates = await dateColumns(runner.manager);
      for (const { table, key, columns } of tables) {
        await write({ table });
        const asText = dates
          .filter((d) => d.table_name === table)
          .map((d) => `, "${d.column_name}"::text AS "${d.column_name}"`)
          .join('');
        // Pages follow the whole primary key (a row comparison), so rows sharing a key's first column across a
        // page boundary are neither skipped nor written twice.
        const after = `WHERE (${key}) > (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
        let last: unknown[] | null = null;
        for (;;) {
          const rows: Record<string, unknown>[] = await runner.query(
            `SELECT *${asText} FROM "${table}" ${last === null ? '' : after} ORDER BY ${key} LIMIT ${PAGE}`,
            last ?? [],
          );
          // The key is read before `plain` turns bytes into base64.
          const final = rows.at(-1);
          if (final) last = columns.map((c) => final[c]);
          for (const row of rows) await write({ row: plain(row) });
          if (rows.length < PAGE) break;
        }
      }
      // A table without a primary key would be missing from the backup: none may exist.
      const unkeyed = await tableNames(
        runner.manager,
        tables.map((t) => t.table),
      );
      if (unkeyed.length > 0)
        throw new Error(`Tables without a primary key cannot be backed up: ${unkeyed.join(', ')}`);
      await runner.query('COMMIT');
      gzip.end();
      await done;
      await rename(partial, join(this.folder, name));
    } catch (error) {
      gzip.destroy();
      file.destroy();
      await unlink(partial).catch(() => undefined);
      if (runner.isTransactionActive || !runner.isReleased)
        await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
    const info = await stat(join(this.folder, name));
    return { name, size: info.size, createdAt: info.mtime };
  }
}
