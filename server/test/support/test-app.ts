import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.js';
import { Clock } from '../../src/common/clock.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { openDatabase } from '../../src/database/database.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { MailService } from '../../src/mail/mail.service.js';
import { DEMO_PASSWORD, seedDemoWorld } from '../../src/seed/demo-world.js';

/** Postgres and Redis of this machine (CI starts them); each test file gets its own database and key prefix. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  db: DataSource;
  clock: Clock;
  mail: MailService;
  config: AppConfig;
  /** http://127.0.0.1:<port> when started with `listen`. */
  url: string;
  /** Signs in and returns the token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A database with every migration applied, named by a hash of the migrations: each test database is a copy of it
 * (a copy takes a fraction of a second, migrating a few seconds per test file). Built once, by whichever test file
 * needs it first, under an advisory lock; a build that died half-way is thrown away and done again. It stays for
 * the next run with the same migrations; a new or changed migration gets a template of its own.
 */
async function migratedTemplate(admin: pg.Client): Promise<string> {
  const migrations = MIGRATIONS.map((m) => `${m.name}\n${String((m.prototype as { up: unknown }).up)}`);
  const name = `hema_test_template_${createHash('sha256').update(migrations.join('\n')).digest('hex').slice(0, 16)}`;
  const exists = async (db: string) =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db])).rowCount === 1;
  if (await exists(name)) return name;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists(name)) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const database = await openDatabase({
      DATABASE_URL: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${building}`),
      DATA_DIR: '',
    });
    await database.close();
    // Only a finished template carries the name the test files look for.
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}
const TEMPLATE_LOCK = 7_295_100;

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hema_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${await migratedTemplate(admin)}"`);
    // A test database never has to survive a crash of the machine: commits need not wait for the disk (every
    // commit would wait for an fsync, a few ms each, thousands per file). What a commit makes visible is unchanged.
    await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A second replica of `first`: the same database (already seeded) and the same Redis prefix, listening on its own
 * port — what two servers behind a load balancer share.
 */
export function startReplicaOf(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp({
    redis: true,
    listen: true,
    seed: false,
    databaseUrl: first.config.DATABASE_URL,
    env: { ...env, REDIS_PREFIX: first.config.REDIS_PREFIX },
  });
}

export async function startTestApp(
  options: {
    redis?: boolean;
    seed?: boolean;
    env?: Record<string, string>;
    listen?: boolean;
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  // A second instance may share the first one's database (two replicas); only the creator drops it.
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'hema-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CHECK_RESPONSES: '1',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    REDIS_PREFIX: `hema-test-${randomBytes(4).toString('hex')}`,
    ...(options.redis ? { REDIS_URL: TEST_REDIS_URL } : {}),
    // Test files register accounts and ask for recovery codes by the dozen from one loopback address; the
    // per-address limits have their own test (sign-in-limits.test.ts), which sets them back.
    REGISTER_MAX_PER_ADDRESS: '100000',
    RECOVERY_MAX_PER_ADDRESS: '100000',
    // Fight reminders write mails and their ledger every minute; tests that need them call the check.
    FIGHT_REMINDER_CHECK_MS: '0',
    ...options.env,
  });
  const app = await createApp(config);
  if (options.listen) await app.listen(0, '127.0.0.1');
  else await app.init();
  const db = app.get(DataSource);
  if (options.seed !== false) await seedDemoWorld(db);
  const http = request(app.getHttpServer());
  return {
    app,
    http,
    db,
    clock: app.get(Clock),
    mail: app.get(MailService),
    config,
    url: options.listen ? await app.getUrl().then((u) => u.replace('[::1]', '127.0.0.1')) : '',
    async login(email, password = DEMO_PASSWORD) {
      const res = await http.post('/api/auth/login').send({ email, password });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.headers.authorization as string;
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO = {
  admin: 'admin@demo.hema',
  organizer: 'organizer@demo.hema',
  trial: 'trial@demo.hema',
  fighter: 'fighter@demo.hema',
} as const;
