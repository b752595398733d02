import { describe, expect, it } from '@jest/globals';
import { rankSwissHitsStandings } from './swiss-hits-standings.js';
import { rankSwissStandings } from './swiss.js';
import { entrants, fight } from './test-support/swiss-fixtures.js';

describe('swiss with hits standings', () => {
  // 5 HP each. A wins twice but takes 6 hits (−1 HP); B loses once yet keeps 1 HP; D keeps 0, C is at −1.
  const fighters = entrants('A', 'B', 'C', 'D');
  const history = [
    fight('A', 'B', 3, 2),
    fight('C', 'D', 2, 1),
    fight('A', 'C', 5, 4),
    fight('B', 'D', 3, 1),
  ];

  it('ranks by hit points left: a fighter at −1 HP never above one with HP left', () => {
    // Plain swiss would put A (two wins) first.
    expect(rankSwissStandings(fighters, history)[0].fighterId).toBe('A');
    const rows = rankSwissHitsStandings(fighters, history, 5);
    expect(rows.map((r) => [r.fighterId, r.subject.hp])).toEqual([
      ['B', 1],
      ['D', 0],
      ['A', -1],
      ['C', -1],
    ]);
    expect(rows[0].values.hitPoints).toBe(1);
    expect(rows[0].separation).toMatchObject({ criterion: 'hitPoints', nextFighterId: 'D' });
    expect(rows.at(-1)?.separation).toBeNull();
  });

  it('separates equal hit points by the swiss tie-breaks', () => {
    const rows = rankSwissHitsStandings(entrants('A', 'B'), [fight('A', 'B', 2, 2)], 5);
    expect(rows.map((r) => r.subject.hp)).toEqual([3, 3]);
    expect(rows[0].separation?.criterion).not.toBe('hitPoints');
  });
});
