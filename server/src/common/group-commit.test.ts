import { describe, expect, it } from '@jest/globals';
import { GroupCommit } from './group-commit.js';

describe('GroupCommit', () => {
  it('writes a lone item at once and groups the items handed in while a write is in flight', async () => {
    const groups: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const commit = new GroupCommit<number, number>(async (items) => {
      groups.push([...items]);
      if (groups.length === 1) await gate;
      return items.map((n) => n * 10);
    });
    const first = commit.add(1);
    const rest = [commit.add(2), commit.add(3), commit.add(4)];
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects every item of a failed write and goes on with the next group', async () => {
    let calls = 0;
    const commit = new GroupCommit<string, string>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return items.map((s) => s.toUpperCase());
    });
    const failed = commit.add('a');
    const next = commit.add('b');
    await expect(failed).rejects.toThrow('database away');
    expect(await next).toBe('B');
  });

  it('splits a long queue into groups of at most maxGroup', async () => {
    const sizes: number[] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      sizes.push(items.length);
      return [...items];
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => commit.add(n)))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([1, 2, 2]);
  });
});
