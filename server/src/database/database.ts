import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import lockfile from 'proper-lockfile';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export interface Database {
  dataSource: DataSource;
  kind: 'postgres' | 'pglite';
  /** One round trip to the database, for health probes: resolves when it answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DataFolderLockedError extends Error {}

async function ping(dataSource: DataSource): Promise<void> {
  await dataSource.query('SELECT 1');
}

const common = {
  type: 'postgres',
  uuidExtension: 'pgcrypto',
  entities: ENTITIES,
  migrations: MIGRATIONS,
  synchronize: false,
  migrationsRun: false,
  // Failed queries surface as errors the exception filter logs (expected ones, like a duplicate title, are 4xx).
  logging: false,
} satisfies Partial<DataSourceOptions>;

/**
 * Real Postgres when DATABASE_URL is set, else PGlite in DATA_DIR, not migrated. `migrations` (default: all) are the
 * ones `runMigrations` will apply — a restore applies only those its backup was written under.
 */
export async function connectDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  migrations: Function[] = MIGRATIONS,
): Promise<Database> {
  return config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, migrations)
    : await openPglite(config.DATA_DIR, migrations);
}

/** Real Postgres when DATABASE_URL is set, else PGlite in DATA_DIR; migrations applied either way. */
export async function openDatabase(config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  const database = await connectDatabase(config);
  try {
    await database.dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Connections per replica. Twenty rings judged by panels keep twenty fights' decisions (a short transaction each)
 * going beside every judge's call: with 10, calls waited for a connection (bench:live's panel phase, ack p50 140 ms
 * against 80 ms with 20). Two replicas stay far below Postgres's default of 100 connections.
 */
const POOL_SIZE = 20;

async function openPostgres(url: string, migrations: Function[]): Promise<Database> {
  const dataSource = new DataSource({ ...common, migrations, url, poolSize: POOL_SIZE } as DataSourceOptions);
  await dataSource.initialize();
  return {
    dataSource,
    kind: 'postgres',
    ping: () => ping(dataSource),
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}

/**
 * PGlite is one Postgres session in WASM: exactly one pool client, and one process per data folder (a second
 * process would corrupt it), guarded by a lock file that goes away with the process.
 */
async function openPglite(dataDir: string, migrations: Function[]): Promise<Database> {
  const dir = resolve(dataDir);
  const pgDir = resolve(dir, 'pglite');
  mkdirSync(pgDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: resolve(dir, 'server.lock'),
      stale: 15_000,
      update: 5_000,
    });
  } catch {
    throw new DataFolderLockedError(
      `Another server process is using the data folder ${dir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  const pglite = new PGlite(pgDir);
  const pgConfig = createPgConfig(pglite);
  const dataSource = new DataSource({
    ...common,
    migrations,
    host: pgConfig.host,
    port: pgConfig.port,
    username: pgConfig.user,
    password: pgConfig.password,
    database: pgConfig.database,
    poolSize: 1,
    extra: { connection: pgConfig.connection, max: 1, idleTimeoutMillis: 0 },
  } as DataSourceOptions);
  try {
    await dataSource.initialize();
  } catch (error) {
    await pglite.close().catch(() => undefined);
    await release();
    throw error;
  }
  return {
    dataSource,
    kind: 'pglite',
    ping: () => ping(dataSource),
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (!pglite.closed) await pglite.close();
      await release().catch(() => undefined);
    },
  };
}
