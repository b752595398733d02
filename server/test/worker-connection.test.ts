import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { KeptWorkerConnection } from '../src/database/worker-connection.js';
import { createTestDatabase } from './support/test-app.js';

/** The Postgres backend (process id) a task ran on. */
const backend = async (query: <R>(sql: string, params: unknown[]) => Promise<R[]>) =>
  (await query<{ pid: number }>('SELECT pg_backend_pid() AS pid', []))[0].pid;

describe("a worker thread's kept connection", () => {
  let url: string;
  let drop: () => Promise<void>;
  const connection = new KeptWorkerConnection(200);

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
  });

  afterAll(async () => {
    await connection.close();
    await drop?.();
  });

  it('serves task after task on one backend, opened ahead of the first, with the workers’ session settings', async () => {
    void connection.open(url);
    const first = await connection.run(url, backend);
    expect(await connection.run(url, backend)).toBe(first);
    const [{ jit }] = await connection.run(url, (query) => query<{ jit: string }>('SHOW jit', []));
    expect(jit).toBe('off');
  });

  it('starts over on a new backend after a task that failed, and after being idle', async () => {
    const before = await connection.run(url, backend);
    await expect(connection.run(url, (query) => query('SELECT 1 / 0', []))).rejects.toThrow(
      /division by zero/,
    );
    const after = await connection.run(url, backend);
    expect(after).not.toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await connection.run(url, backend)).not.toBe(after);
  });
});
