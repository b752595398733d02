import type { DataSource, EntityManager } from 'typeorm';
import { rawRows } from './sql.js';

/**
 * What backups and restores read of the schema itself (Postgres's catalog and information_schema), as typed answers.
 * These are the schema's own tables, not the application's, so they are not in tables.ts.
 */

type Source = DataSource | EntityManager;

/** A column of a table of the current schema. */
export interface TableColumn {
  table_name: string;
  column_name: string;
}

/** Every table of the current schema with its primary key columns in key order; `first` comes first. */
export function primaryKeys(source: Source, first: string): Promise<{ table: string; key: string[] }[]> {
  return rawRows(
    source,
    `SELECT c.relname AS "table", array_agg(a.attname::text ORDER BY k.ord) AS "key"
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
       CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname <> $1, c.relname`,
    [first],
  );
}

/** The date and timestamp columns of the current schema. */
export function dateColumns(source: Source): Promise<TableColumn[]> {
  return rawRows(
    source,
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND (data_type = 'date' OR data_type LIKE 'timestamp%')`,
  );
}

/** The columns of the current schema whose default draws from a sequence. */
export function serialColumns(source: Source): Promise<TableColumn[]> {
  return rawRows(
    source,
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
  );
}

/** The names of the current schema's tables, except those in `except`. */
export async function tableNames(source: Source, except: readonly string[] = []): Promise<string[]> {
  const rows = await rawRows<{ table_name: string }>(
    source,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()
        AND table_type = 'BASE TABLE' AND table_name <> ALL($1::text[])`,
    [except],
  );
  return rows.map((row) => row.table_name);
}

/** The foreign keys of the current schema: the table (as SQL names it), the constraint's name and definition. */
export function foreignKeys(source: Source): Promise<{ table: string; name: string; definition: string }[]> {
  return rawRows(
    source,
    `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
}

/** The names of everything information_schema lists as a table of the current schema (views included). */
export async function relationNames(source: Source): Promise<string[]> {
  const rows = await rawRows<{ table_name: string }>(
    source,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
  );
  return rows.map((row) => row.table_name);
}
