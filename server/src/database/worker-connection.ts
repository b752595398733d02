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
