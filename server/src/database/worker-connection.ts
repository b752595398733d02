import pg from 'pg';

/**
 * `work` on a worker thread's own connection to the server's Postgres, opened for the task and closed after it: a
 * worker that reads 100,000 fights itself (pg parsing every row) costs the server thread nothing. One connection
 * for a few seconds per task, beside the server's pool. Only for Postgres: the embedded PGlite is one session inside
 * the server's process, which a worker cannot reach.
 */
/**
 * The workers' reads are a few large, simple scans and aggregations over the whole fight table. Postgres's cost
 * estimate for them is high enough to JIT-compile them, which doubled the Postgres backend's CPU time for the rated
 * bouts' read on the benchmark (100,000 fights: 1.3–1.6 s with JIT, 0.6–0.8 s without; the compiled plan runs once
 * and saves less than compiling costs), and their sort spilled to disk at the default 4 MB of work memory. Only this
 * connection is changed.
 */
const WORKER_SESSION = `SET jit = off; SET work_mem = '64MB'`;

export async function withWorkerConnection<T>(
  databaseUrl: string,
  work: (query: <R>(sql: string, params: unknown[]) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(WORKER_SESSION);
    return await work(
      async <R>(sql: string, params: unknown[]) => (await client.query(sql, params)).rows as R[],
    );
  } finally {
    await client.end();
  }
}

/**
 * A worker thread's connection kept open between its tasks (the rating worker, which lives as long as the server):
 * opening one per task cost a run after one more tournament 40–70 ms (a new Postgres backend, the session settings,
 * its first plans with an empty catalog cache) out of a read of a few milliseconds. Closed after `idleMs` without a
 * task, after a task that failed (its session may be left in any state) and when the server drops it; the next task
 * opens another. `open` opens it ahead of a task (tasks and opening share one connection).
 */
export class KeptWorkerConnection {
  private client: Promise<pg.Client> | null = null;
  private url: string | null = null;
  private idle: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly idleMs = 60_000) {}

  async run<T>(
    databaseUrl: string,
    work: (query: <R>(sql: string, params: unknown[]) => Promise<R[]>) => Promise<T>,
  ): Promise<T> {
    const client = await this.open(databaseUrl);
    this.stopIdle();
    try {
      return await work(
        async <R>(sql: string, params: unknown[]) => (await client.query(sql, params)).rows as R[],
      );
    } catch (error) {
      await this.close();
      throw error;
    } finally {
      this.startIdle();
    }
  }

  /** The connection to `databaseUrl`, opened now unless it is open (or opening) already. */
  open(databaseUrl: string): Promise<pg.Client> {
    if (this.client && this.url === databaseUrl) return this.client;
    if (this.client) void this.close();
    this.url = databaseUrl;
    const opening = connect(databaseUrl, (client) => {
      // A kept connection the server closes while it is idle only makes the next task open another.
      client.on('error', () => {
        if (this.client === opening) this.client = null;
      });
    });
    this.client = opening;
    opening.catch(() => {
      if (this.client === opening) this.client = null;
    });
    this.startIdle();
    return opening;
  }

  async close(): Promise<void> {
    this.stopIdle();
    const client = this.client;
    this.client = null;
    await client?.then((c) => c.end()).catch(() => undefined);
  }

  private startIdle(): void {
    this.stopIdle();
    if (!this.client) return;
    this.idle = setTimeout(() => void this.close(), this.idleMs);
    // An idle connection keeps nothing running.
    this.idle.unref();
  }

  private stopIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }
}

async function connect(databaseUrl: string, onCreated: (client: pg.Client) => void): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  onCreated(client);
  try {
    await client.connect();
    await client.query(WORKER_SESSION);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}
