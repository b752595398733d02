import type { EntityManager } from 'typeorm';

/**
 * Runs independent reads: side by side on the pool, one after another inside a transaction. A transaction is one
 * connection, and the pg driver deprecates (pg 9 refuses) a query sent while its client still runs another.
 */
export async function readAll<T extends readonly unknown[]>(
  manager: EntityManager,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!manager.queryRunner) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
