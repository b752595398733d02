import { describe, expect, it } from '@jest/globals';
import { ViewCache, type Built, type Invalidation } from './view-cache.js';

/** A build the test finishes by hand, so an invalidation can land while it runs. */
function pending<T>(value: T, tags: string[], group = 't1', bytes = 10) {
  let finish!: () => void;
  const started: { count: number } = { count: 0 };
  const build = () => {
    started.count++;
    return new Promise<Built<T>>((resolve) => {
      finish = () => resolve({ value, tags, group, bytes });
    });
  };
  return { build, finish: () => finish(), started };
}

const built =
  <T>(value: T, tags: string[], group = 't1', bytes = 10) =>
  () =>
    Promise.resolve<Built<T>>({ value, tags, group, bytes });

describe('view cache', () => {
  it('keeps a build and answers from it until one of its tags is invalidated', async () => {
    const cache = new ViewCache({ maxBytes: 1000 });
    expect(await cache.get('ring', built('v1', ['area:1']))).toBe('v1');
    expect(await cache.get('ring', built('v2', ['area:1']))).toBe('v1');
    cache.invalidate(['area:2']);
    expect(await cache.get('ring', built('v2', ['area:1']))).toBe('v1');
    cache.invalidate(['area:1']);
    expect(await cache.get('ring', built('v2', ['area:1']))).toBe('v2');
  });

  it('does not keep a build that ran while its tag was invalidated, and later reads do not join it', async () => {
    const cache = new ViewCache({ maxBytes: 1000 });
    const slow = pending('before the write', ['area:1']);
    const first = cache.get('ring', slow.build);
    const joined = cache.get('ring', slow.build);
    expect(slow.started.count).toBe(1);
    cache.invalidate(['area:1']);
    const after = cache.get('ring', built('after the write', ['area:1']));
    slow.finish();
    expect(await first).toBe('before the write');
    expect(await joined).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(await cache.get('ring', built('never', ['area:1']))).toBe('after the write');
    expect(cache.stats.discarded).toBe(1);
  });

  it('does not keep a build that ran across a clear', async () => {
    const cache = new ViewCache({ maxBytes: 1000 });
    const slow = pending('old', ['nomination:1']);
    const first = cache.get('page', slow.build);
    cache.clear();
    slow.finish();
    await first;
    expect(await cache.get('page', built('new', ['nomination:1']))).toBe('new');
  });

  it('evicts whole tournaments, least recently read first, to stay within its bound', async () => {
    const cache = new ViewCache({ maxBytes: 100 });
    await cache.get('a1', built('a1', [], 'A', 40));
    await cache.get('a2', built('a2', [], 'A', 20));
    await cache.get('b1', built('b1', [], 'B', 30));
    cache.peek('a1'); // A is now the most recently read
    await cache.get('c1', built('c1', [], 'C', 30));
    expect(cache.peek('b1')).toBeUndefined();
    expect(cache.peek('a2')).toBe('a2');
    expect(cache.stats).toMatchObject({ groups: 2, bytes: 90 });
  });

  it("drops one tournament's views and keeps the others'", async () => {
    const cache = new ViewCache({ maxBytes: 1000 });
    await cache.get('stages of t1', built('t1 v1', ['nomination:1'], 't1'));
    await cache.get('stages of t2', built('t2 v1', ['nomination:2'], 't2'));
    cache.invalidateGroups(['t1']);
    expect(cache.peek('stages of t1')).toBeUndefined();
    expect(cache.peek('stages of t2')).toBe('t2 v1');
  });

  it('does not keep a build of a tournament whose views were dropped while it ran', async () => {
    const cache = new ViewCache({ maxBytes: 1000 });
    const slow = pending('before the write', ['nomination:1'], 't1');
    const first = cache.get('stages', slow.build);
    cache.invalidateGroups(['t1']);
    slow.finish();
    expect(await first).toBe('before the write');
    expect(cache.peek('stages')).toBeUndefined();
    expect(cache.stats.discarded).toBe(1);
  });

  it("tells listeners its own invalidations, not another replica's", () => {
    const cache = new ViewCache({ maxBytes: 100 });
    const told: Invalidation[] = [];
    cache.onInvalidate((invalidation) => told.push(invalidation));
    cache.invalidate(['area:1']);
    cache.invalidateGroups(['t1']);
    cache.clear();
    cache.apply({ tags: ['area:2'] });
    cache.apply({ groups: ['t2'] });
    cache.apply({ all: true });
    expect(told).toEqual([{ tags: ['area:1'] }, { groups: ['t1'] }, { all: true }]);
  });
});
