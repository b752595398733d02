import { describe, expect, it } from '@jest/globals';
import { computeFighterStats, computeStandings, MATCH_POINTS } from './standings.js';
import { bye, entrants, fight, win } from './test-support/swiss-fixtures.js';

describe('fighter stats', () => {
  it('awards match points 9 for a win, 6 for a draw and 3 for a loss', () => {
    const [a, b, c] = computeFighterStats(entrants('A', 'B', 'C'), [
      win('A', 'B'),
      fight('A', 'C', 2, 2),
      win('C', 'B'),
    ]);
    expect(MATCH_POINTS).toEqual({ win: 9, draw: 6, loss: 3 });
    expect(a.matchPoints).toBe(9 + 6);
    expect(b.matchPoints).toBe(3 + 3);
    expect(c.matchPoints).toBe(6 + 9);
    expect([a.wins, a.draws, a.losses]).toEqual([1, 1, 0]);
    expect([b.wins, b.draws, b.losses]).toEqual([0, 0, 2]);
  });

  it('counts NO_WIN as a no-win worth loss points for both, and BOTH_WIN as a win for both', () => {
    const [a, b] = computeFighterStats(entrants('A', 'B'), [
      fight('A', 'B', 2, 2, { result: 'NO_WIN' }),
      fight('A', 'B', 3, 3, { result: 'BOTH_WIN' }),
    ]);
    for (const line of [a, b]) {
      expect(line.noWins).toBe(1);
      expect(line.wins).toBe(1);
      expect(line.losses).toBe(0);
      expect(line.matchPoints).toBe(3 + 9);
    }
  });

  it('ignores fights without a result', () => {
    const [a] = computeFighterStats(entrants('A', 'B'), [fight('A', 'B', 4, 1, { result: 'NONE' })]);
    expect(a.fights).toBe(0);
    expect(a.pointsFor).toBe(0);
  });

  it('sums hits given and received, hit difference, doubles, cards and fight time', () => {
    const [a, b] = computeFighterStats(entrants('A', 'B'), [
      fight('A', 'B', 5, 2, { doubles: 1, warnings1: 1, warnings2: 2, durationMs: 90_000 }),
      fight('B', 'A', 4, 3, { doubles: 2, durationMs: 60_000 }),
    ]);
    expect(a).toMatchObject({
      fights: 2,
      pointsFor: 8,
      pointsAgainst: 6,
      hitDifference: 2,
      doubles: 3,
      warnings: 1,
      timeMs: 150_000,
    });
    expect(b).toMatchObject({ pointsFor: 6, pointsAgainst: 8, hitDifference: -2, doubles: 3, warnings: 2 });
  });

  it('counts a bye as a fight with its result and as a bye', () => {
    const [a] = computeFighterStats(entrants('A'), [bye('A')]);
    expect(a).toMatchObject({ fights: 1, byes: 1, wins: 1, matchPoints: 9, pointsFor: 1, pointsAgainst: 0 });
  });

  it('counts a fight against a fighter outside the list for the listed fighter only', () => {
    const stats = computeFighterStats(entrants('A'), [win('A', 'GONE')]);
    expect(stats).toHaveLength(1);
    expect(stats[0].wins).toBe(1);
  });
});

describe('standings table', () => {
  const roundRobin = [
    win('A', 'B'),
    win('A', 'C'),
    win('A', 'D'),
    win('B', 'C'),
    win('B', 'D'),
    win('C', 'D'),
  ];

  it('says which criterion placed each row above the next', () => {
    const rows = computeStandings(entrants('D', 'C', 'B', 'A'), roundRobin, 'FFG');
    expect(rows.map((r) => r.fighterId)).toEqual(['A', 'B', 'C', 'D']);
    expect(rows[0].explanation).toBe('Above B: more wins (3 vs 2)');
    expect(rows[0].separation).toEqual({ criterion: 'wins', nextFighterId: 'B', value: 3, nextValue: 2 });
    expect(rows.map((r) => r.place)).toEqual([1, 2, 3, 4]);
  });

  it('names the later criterion that decided when the earlier ones are equal', () => {
    const rows = computeStandings(
      entrants('A', 'B', 'C'),
      [fight('A', 'C', 5, 1), fight('B', 'C', 5, 4)],
      'MATCH_POINTS',
    );
    expect(rows[0].explanation).toBe('Above B: higher hit difference (4 vs 1)');
  });

  it('gives exact ties the same place, skips the next place and says who they are tied with', () => {
    const rows = computeStandings(
      entrants('A', 'B', 'C'),
      [fight('A', 'B', 3, 3), win('A', 'C'), win('B', 'C')],
      'MATCH_POINTS',
    );
    expect(rows.map((r) => [r.fighterId, r.place])).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 3],
    ]);
    expect(rows[0].explanation).toBe('Tied with B');
    expect(rows[1].explanation).toBe('Tied with A; Above C: more match points (15 vs 6)');
    expect(rows[1].tiedWith).toEqual(['A']);
  });

  it('leaves the explanation of the last row empty', () => {
    const rows = computeStandings(entrants('A', 'B'), [win('A', 'B')], 'MATCH_POINTS');
    expect(rows[1].explanation).toBe('');
    expect(rows[1].separation).toBeNull();
  });

  it('lists every criterion value of every row, also below the deciding one', () => {
    const rows = computeStandings(entrants('A', 'B'), [win('A', 'B')], 'MATCH_POINTS');
    expect(Object.keys(rows[1].values)).toEqual(['matchPoints', 'wins', 'hitDifference', 'pointsFor']);
  });

  it('ranks on per-fight values when asked, so fighters with fewer fights are not behind for it', () => {
    // A: 2 wins of 3 fights, B: 2 wins of 2 fights.
    const fights = [win('A', 'X'), win('A', 'Y'), win('Z', 'A'), win('B', 'X'), win('B', 'Y')];
    const totals = computeStandings(entrants('A', 'B'), fights, 'MATCH_POINTS');
    const perFight = computeStandings(entrants('A', 'B'), fights, 'MATCH_POINTS', { perFight: true });
    expect(totals.map((r) => r.fighterId)).toEqual(['A', 'B']);
    expect(perFight.map((r) => r.fighterId)).toEqual(['B', 'A']);
    expect(perFight[0].explanation).toBe('Above A: more match points per fight (9 vs 7)');
  });

  it('keeps exact ties in seed order for display', () => {
    const rows = computeStandings(
      [
        { id: 'Z', seed: 1 },
        { id: 'Y', seed: 2 },
      ],
      [],
      'MATCH_POINTS',
    );
    expect(rows.map((r) => [r.fighterId, r.place])).toEqual([
      ['Z', 1],
      ['Y', 1],
    ]);
  });
});
