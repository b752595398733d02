import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { readAll } from './read-all.js';

/** Reads that note how many of them run at once. */
function probe() {
  let running = 0;
  let most = 0;
  const read = (value: number) => async () => {
    running += 1;
    most = Math.max(most, running);
    await Promise.resolve();
    await Promise.resolve();
    running -= 1;
    return value;
  };
  return { read, most: () => most };
}

describe('readAll', () => {
  it('runs the reads side by side on the pool', async () => {
    const { read, most } = probe();
    const pool = {} as EntityManager;
    expect(await readAll(pool, [read(1), read(2), read(3)])).toEqual([1, 2, 3]);
    expect(most()).toBe(3);
  });

  it('runs them one after another inside a transaction (one connection)', async () => {
    const { read, most } = probe();
    const transaction = { queryRunner: {} } as EntityManager;
    expect(await readAll(transaction, [read(1), read(2), read(3)])).toEqual([1, 2, 3]);
    expect(most()).toBe(1);
  });
});
