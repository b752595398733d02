import { describe, it, expect } from '@jest/globals';
import {
  CLUSTER_BADGE_THRESHOLD,
  badgeClusterOptions,
  clusterProbability,
  groupClusterOptionsByTag,
  rankClusterOptions,
  type ClusterOption,
} from './clusters.js';

const option = (uid: string, pro: number, con: number, tags: string[] = []): ClusterOption => ({
  uid,
  tags,
  color: '#c00',
  label: uid,
  pro,
  con,
});

describe('cluster probabilities', () => {
  it('is pro over pro plus con as a rounded whole percent', () => {
    expect(clusterProbability(1, 2)).toBe(33);
    expect(clusterProbability(2, 1)).toBe(67);
    expect(clusterProbability(1, 7)).toBe(13);
    expect(clusterProbability(4, 0)).toBe(100);
  });

  it('is 0 for an option nobody voted on', () => {
    expect(clusterProbability(0, 0)).toBe(0);
  });

  it('lists options most probable first, keeping the given order among equals', () => {
    const ranked = rankClusterOptions([
      option('a', 1, 3),
      option('b', 3, 1),
      option('c', 2, 2),
      option('d', 1, 1),
    ]);
    expect(ranked.map((o) => [o.uid, o.probability])).toEqual([
      ['b', 75],
      ['c', 50],
      ['d', 50],
      ['a', 25],
    ]);
  });

  it('keeps every field of an option next to its probability', () => {
    expect(rankClusterOptions([option('a', 1, 1, ['x'])])[0]).toEqual({
      uid: 'a',
      tags: ['x'],
      color: '#c00',
      label: 'a',
      pro: 1,
      con: 1,
      probability: 50,
    });
  });

  it('groups ranked options by tag, an option in each of its tags and untagged ones under null', () => {
    const groups = groupClusterOptionsByTag([
      option('a', 1, 3, ['style']),
      option('b', 3, 1, ['weapon', 'style']),
      option('c', 2, 2),
    ]);
    expect(groups.map((group) => [group.tag, group.options.map((o) => o.uid)])).toEqual([
      ['weapon', ['b']],
      ['style', ['b', 'a']],
      [null, ['c']],
    ]);
  });

  it('shows on the badge only options at or above the default threshold of 15 percent', () => {
    expect(CLUSTER_BADGE_THRESHOLD).toBe(15);
    const badge = badgeClusterOptions([
      option('below', 14, 86),
      option('at', 15, 85),
      option('rounded-up', 145, 855),
      option('top', 9, 1),
    ]);
    expect(badge.map((o) => o.uid)).toEqual(['top', 'at', 'rounded-up']);
  });

  it('takes a different badge threshold when given one', () => {
    expect(badgeClusterOptions([option('a', 1, 3), option('b', 3, 1)], 50).map((o) => o.uid)).toEqual(['b']);
  });
});
