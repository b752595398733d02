import { describe, expect, it } from '@jest/globals';
import { appended, moved, without } from './list-order';

describe("a ring's queue", () => {
  it('adds a pool at the end, skipping the fights already on the ring', () => {
    expect(appended(['a', 'b'], [{ _id: 'b' }, { _id: 'c' }, { _id: 'd' }])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves a fight one place and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('takes a fight off', () => {
    expect(without(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
