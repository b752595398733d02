import pg from 'pg';

/**
 * `work` on a worker thread's own connection to the server's Postgres, opened for the task and closed after it: a
 * worker that reads 100,000 fights itself (pg parsing every row) costs the server thread nothing. One connection
 * for a few seconds per task, beside the server's pool. Only for Postgres: the embedded PGlite is one session inside
 * the server's process, which a worker cannot reach.
 */
export async function withWorkerConnection<T>(
  databaseUrl: string,
  work: (query: <R>(sql: string, params: unknown[]) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(
      async <R>(sql: string, params: unknown[]) => (await client.query(sql, params)).rows as R[],
    );
  } finally {
    await client.end();
  }
}
