import { describe, expect, it } from '@jest/globals';
import { emptyStats, rankByCriteria } from './standings.js';
import { rankSwissStandings, SWISS_CRITERIA, swissStandingLines, type SwissStanding } from './swiss.js';
import { entrants, fight, win } from './test-support/swiss-fixtures.js';

function standing(
  fighterId: string,
  overrides: Partial<Omit<SwissStanding, 'stats'>> & { matchPoints?: number },
): SwissStanding {
  return {
    stats: { ...emptyStats(fighterId), matchPoints: overrides.matchPoints ?? 18 },
    buchholz: overrides.buchholz ?? 20,
    medianBuchholz: overrides.medianBuchholz ?? 10,
    sonnebornBerger: overrides.sonnebornBerger ?? 9,
    netWinsAgainst: overrides.netWinsAgainst ?? new Map(),
  };
}

describe('swiss standings tie-breaks', () => {
  it('sums the match points of every opponent met as Buchholz, byes adding nothing', () => {
    const fights = [win('A', 'X'), win('B', 'Y'), win('X', 'Z')];
    const lines = swissStandingLines(entrants('A', 'B', 'X', 'Y', 'Z'), fights);
    const buchholz = Object.fromEntries(lines.map((l) => [l.stats.fighterId, l.buchholz]));
    expect(buchholz).toMatchObject({ A: 12, B: 3 });
  });

  it('breaks a tie in match points by Buchholz', () => {
    const fights = [win('A', 'X'), win('B', 'Y'), win('X', 'Z')];
    const rows = rankSwissStandings(entrants('B', 'A', 'X', 'Y', 'Z'), fights);
    const a = rows.find((r) => r.fighterId === 'A');
    expect(a?.explanation).toBe('Above B: higher Buchholz (12 vs 3)');
  });

  it('drops the best and the worst opponent for Median-Buchholz when there are at least three', () => {
    const fights = [win('A', 'B'), win('A', 'C'), win('A', 'D'), win('B', 'C'), win('B', 'D'), win('C', 'D')];
    const lines = swissStandingLines(entrants('A', 'B', 'C', 'D'), fights);
    // Opponents of A: B 21, C 15, D 9.
    expect(lines[0].buchholz).toBe(45);
    expect(lines[0].medianBuchholz).toBe(15);
    const short = swissStandingLines(entrants('A', 'B'), [win('A', 'B')]);
    expect(short[0].medianBuchholz).toBe(short[0].buchholz);
  });

  it('sums beaten opponents and half the drawn ones for Sonneborn-Berger', () => {
    const fights = [win('A', 'B'), fight('A', 'C', 2, 2), win('C', 'B')];
    const [a] = swissStandingLines(entrants('A', 'B', 'C'), fights);
    // B has 6 match points, C has 15.
    expect(a.sonnebornBerger).toBe(6 + 15 / 2);
  });

  it('breaks what remains tied by the direct encounter between the tied fighters', () => {
    const rows = rankByCriteria(
      [
        { fighterId: 'B', seed: 1, subject: standing('B', { netWinsAgainst: new Map([['A', -1]]) }) },
        { fighterId: 'A', seed: 2, subject: standing('A', { netWinsAgainst: new Map([['B', 1]]) }) },
      ],
      SWISS_CRITERIA,
    );
    expect(rows.map((r) => r.fighterId)).toEqual(['A', 'B']);
    expect(rows[0].explanation).toBe('Above B: better direct encounter (1 vs -1)');
  });

  it('breaks a tie the direct encounter leaves by hit difference', () => {
    const lines = [standing('B', {}), standing('A', {})];
    lines[1].stats.hitDifference = 4;
    const rows = rankByCriteria(
      lines.map((l, i) => ({ fighterId: l.stats.fighterId, seed: i, subject: l })),
      SWISS_CRITERIA,
    );
    expect(rows[0].explanation).toBe('Above B: higher hit difference (4 vs 0)');
  });
});
