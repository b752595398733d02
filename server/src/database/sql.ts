import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Expression,
  type RawBuilder,
  type QueryResult,
  type Selectable,
} from 'kysely';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import type { Tables } from './tables.js';

/** Typed SQL over the tables of tables.ts. */
export type Sql = Kysely<Tables>;

/** A table's row as a read answers it (tables.ts's column types, defaults resolved). Build raw rows' types from it. */
export type RowOf<T extends keyof Tables> = Selectable<Tables[T]>;

/** One query runner of TypeORM's pool, as a Kysely connection. */
class RunnerConnection implements DatabaseConnection {
  constructor(readonly runner: QueryRunner) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.runner.query(query.sql, [...query.parameters], true);
    const rows = (result.records ?? []) as R[];
    return typeof result.affected === 'number'
      ? { rows, numAffectedRows: BigInt(result.affected) }
      : { rows };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported over TypeORM query runners');
  }
}

/**
 * Runs Kysely's queries on TypeORM's connections rather than a pool of its own: the embedded database (PGlite) is one
 * Postgres session behind a pool of one client, where a second pool would interleave its statements with TypeORM's
 * transactions; and on either database, SQL written with Kysely inside `dataSource.transaction(manager => …)` must
 * run in that transaction. A transaction's manager lends its own runner (never released here); otherwise each query
 * borrows a runner from the pool and gives it back.
 */
class TypeOrmDriver implements Driver {
  constructor(private readonly source: DataSource | EntityManager) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!(this.source instanceof DataSource) && this.source.queryRunner)
      return new RunnerConnection(this.source.queryRunner);
    const dataSource = this.source instanceof DataSource ? this.source : this.source.dataSource;
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    return new RunnerConnection(runner);
  }

  async beginTransaction(connection: RunnerConnection): Promise<void> {
    await connection.runner.startTransaction();
  }

  async commitTransaction(connection: RunnerConnection): Promise<void> {
    await connection.runner.commitTransaction();
  }

  async rollbackTransaction(connection: RunnerConnection): Promise<void> {
    await connection.runner.rollbackTransaction();
  }

  async releaseConnection(connection: RunnerConnection): Promise<void> {
    const lent = !(this.source instanceof DataSource) && this.source.queryRunner === connection.runner;
    if (!lent) await connection.runner.release();
  }

  async destroy(): Promise<void> {}
}

class TypeOrmDialect implements Dialect {
  constructor(private readonly source: DataSource | EntityManager) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = () => new TypeOrmDriver(this.source);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
}

const bound = new WeakMap<DataSource | EntityManager, Sql>();

/** Typed SQL on the pool (a DataSource) or inside a TypeORM transaction (its EntityManager). */
export function sqlOf(source: DataSource | EntityManager): Sql {
  let sql = bound.get(source);
  if (!sql) {
    sql = new Kysely<Tables>({ dialect: new TypeOrmDialect(source) });
    bound.set(source, sql);
  }
  return sql;
}

/** A date as the API writes it (YYYY-MM-DD), formatted by Postgres so no time zone shifts the day. */
export function isoDay<D extends Date | null>(
  column: Expression<D>,
): RawBuilder<D extends Date ? string : string | null> {
  return sql`to_char(${column}, 'YYYY-MM-DD')`;
}

/**
 * One hand-written statement, run where `sqlOf` runs (in the caller's transaction, or on a connection of the pool),
 * answering rows of type `R`. For the few statements kept as text because their exact shape matters (the judge's
 * single conditional write, the live read's one UNION, catalog queries): build `R` from {@link RowOf}, so a column
 * renamed or retyped in tables.ts — which a test compares with the migrated schema — fails to compile here too.
 */
export async function rawRows<R>(
  source: DataSource | EntityManager,
  text: string,
  values: readonly unknown[] = [],
): Promise<R[]> {
  const { rows } = await sqlOf(source).executeQuery<R>(CompiledQuery.raw(text, [...values]));
  return rows;
}
