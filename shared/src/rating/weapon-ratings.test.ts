import { describe, it, expect } from '@jest/globals';
import type { FightResult } from '../domain-types.js';
import { initialRating, updateRating } from './glicko2.js';
import { computeWeaponRatings, ratedScores, type RatedFightResult } from './weapon-ratings.js';

function bout(
  fighter1: string | null,
  fighter2: string | null,
  result: FightResult,
  date: string,
  more: Partial<RatedFightResult> = {},
): RatedFightResult {
  return {
    fighter1,
    fighter2,
    result,
    date,
    weaponId: 'longsword',
    zoneId: 'W',
    nominationId: 'n1',
    ...more,
  };
}

function rowsOf(results: RatedFightResult[], options = {}) {
  const lists = computeWeaponRatings(results, options);
  expect(lists).toHaveLength(1);
  return lists[0]!.rows;
}

describe('weapon ratings', () => {
  it('reads a win, a loss and a draw as Glicko scores and nothing else', () => {
    expect(ratedScores('F1_WIN')).toEqual([1, 0]);
    expect(ratedScores('F2_WIN')).toEqual([0, 1]);
    expect(ratedScores('DRAW')).toEqual([0.5, 0.5]);
    expect(ratedScores('NONE')).toBeNull();
    expect(ratedScores('NO_WIN')).toBeNull();
    expect(ratedScores('BOTH_WIN')).toBeNull();
  });

  it('skips results before the start of 2021', () => {
    const rows = rowsOf([
      bout('old', 'timer', 'F1_WIN', '2020-12-31'),
      bout('anna', 'boris', 'F1_WIN', '2021-01-01'),
    ]);
    expect(rows.map((row) => row.fighterId).sort()).toEqual(['anna', 'boris']);
  });

  it('counts from a configured start date instead when given one', () => {
    const rows = rowsOf(
      [bout('anna', 'boris', 'F1_WIN', '2022-03-01'), bout('carl', 'dina', 'F1_WIN', '2023-05-01')],
      { from: '2023-01-01' },
    );
    expect(rows.map((row) => row.fighterId).sort()).toEqual(['carl', 'dina']);
  });

  it('counts only fought bouts: unfought, double-loss and double-win results and byes are skipped', () => {
    const lists = computeWeaponRatings([
      bout('anna', 'boris', 'NONE', '2024-02-01'),
      bout('anna', 'boris', 'NO_WIN', '2024-02-01'),
      bout('anna', 'boris', 'BOTH_WIN', '2024-02-01'),
      bout('anna', null, 'F1_WIN', '2024-02-01'),
      bout(null, 'anna', 'F2_WIN', '2024-02-01'),
      bout('anna', 'anna', 'F1_WIN', '2024-02-01'),
    ]);
    expect(lists).toEqual([]);
  });

  it('keeps a separate list for each weapon and zone, sorted by weapon then zone', () => {
    const lists = computeWeaponRatings([
      bout('anna', 'boris', 'F1_WIN', '2024-02-01', { weaponId: 'sabre', zoneId: 'W' }),
      bout('anna', 'boris', 'F2_WIN', '2024-02-01', { weaponId: 'longsword', zoneId: 'RU' }),
      bout('anna', 'carl', 'F1_WIN', '2024-02-01', { weaponId: 'longsword', zoneId: 'W' }),
    ]);
    expect(lists.map((list) => [list.weaponId, list.zoneId])).toEqual([
      ['longsword', 'RU'],
      ['longsword', 'W'],
      ['sabre', 'W'],
    ]);
    const longswordRu = lists[0]!.rows;
    expect(longswordRu[0]!.fighterId).toBe('boris');
    expect(lists[1]!.rows.map((row) => row.fighterId)).toEqual(['anna', 'carl']);
  });

  it('rates the bouts of one calendar month as one simultaneous rating period', () => {
    const rows = rowsOf([
      bout('anna', 'boris', 'F1_WIN', '2024-03-02'),
      bout('anna', 'carl', 'DRAW', '2024-03-30'),
    ]);
    const newcomer = initialRating();
    const anna = updateRating(newcomer, [
      { opponent: newcomer, score: 1 },
      { opponent: newcomer, score: 0.5 },
    ]);
    const annaRow = rows.find((row) => row.fighterId === 'anna')!;
    expect(annaRow.rating).toBeCloseTo(anna.rating, 10);
    expect(annaRow.rd).toBeCloseTo(anna.rd, 10);
    expect(annaRow.volatility).toBeCloseTo(anna.volatility, 10);
  });

  it('rates later months against the ratings earned before and grows the deviation in an idle month', () => {
    const rows = rowsOf([
      bout('anna', 'boris', 'F1_WIN', '2024-01-10'),
      bout('anna', 'boris', 'F1_WIN', '2024-03-10'),
    ]);
    const newcomer = initialRating();
    const annaJan = updateRating(newcomer, [{ opponent: newcomer, score: 1 }]);
    const borisJan = updateRating(newcomer, [{ opponent: newcomer, score: 0 }]);
    const annaFeb = updateRating(annaJan, []);
    const borisFeb = updateRating(borisJan, []);
    const annaMar = updateRating(annaFeb, [{ opponent: borisFeb, score: 1 }]);
    const annaRow = rows.find((row) => row.fighterId === 'anna')!;
    expect(annaRow.rating).toBeCloseTo(annaMar.rating, 10);
    expect(annaRow.rd).toBeCloseTo(annaMar.rd, 10);
  });

  it('uses fixed periods of periodDays counted from the start date when configured', () => {
    const results = [
      bout('anna', 'boris', 'F1_WIN', '2024-01-01'),
      bout('anna', 'boris', 'F1_WIN', '2024-01-20'),
    ];
    const monthly = rowsOf(results);
    const weekly = rowsOf(results, { periodDays: 7 });
    const newcomer = initialRating();
    const together = updateRating(newcomer, [
      { opponent: newcomer, score: 1 },
      { opponent: newcomer, score: 1 },
    ]);
    expect(monthly.find((row) => row.fighterId === 'anna')!.rating).toBeCloseTo(together.rating, 10);
    expect(weekly.find((row) => row.fighterId === 'anna')!.rating).not.toBeCloseTo(together.rating, 3);
  });

  it('refuses a period length that is not a whole number of days above 0', () => {
    expect(() => computeWeaponRatings([], { periodDays: 0 })).toThrow(RangeError);
    expect(() => computeWeaponRatings([], { periodDays: 1.5 })).toThrow(RangeError);
  });

  it('refuses a fight date that is not a date', () => {
    expect(() => computeWeaponRatings([bout('anna', 'boris', 'F1_WIN', 'someday')])).toThrow(
      'Invalid fight date: someday',
    );
  });

  it('keeps growing the deviation of fighters idle up to the until date', () => {
    const results = [bout('anna', 'boris', 'F1_WIN', '2024-01-10')];
    const atData = rowsOf(results);
    const later = rowsOf(results, { until: '2024-06-01' });
    const anna = (rows: typeof atData) => rows.find((row) => row.fighterId === 'anna')!;
    expect(anna(later).rd).toBeGreaterThan(anna(atData).rd);
    expect(anna(later).rating).toBeCloseTo(anna(atData).rating, 10);
  });

  it('ends every list with the latest period of the whole input, so idle lists age too', () => {
    const lists = computeWeaponRatings([
      bout('anna', 'boris', 'F1_WIN', '2024-01-10', { weaponId: 'sabre' }),
      bout('carl', 'dina', 'F1_WIN', '2024-05-10', { weaponId: 'longsword' }),
    ]);
    const sabreAnna = lists
      .find((list) => list.weaponId === 'sabre')!
      .rows.find((row) => row.fighterId === 'anna')!;
    const carl = lists
      .find((list) => list.weaponId === 'longsword')!
      .rows.find((row) => row.fighterId === 'carl')!;
    expect(sabreAnna.rating).toBeCloseTo(carl.rating, 10);
    expect(sabreAnna.rd).toBeGreaterThan(carl.rd);
  });

  it('ranks by the weighted rating r − 2·RD, not by the bare rating', () => {
    // Boris wins once against a newcomer; Anna wins one and draws four over five months: a lower RD puts her first.
    const results: RatedFightResult[] = [bout('boris', 'x0', 'F1_WIN', '2024-05-10')];
    ['2024-01-10', '2024-02-10', '2024-03-10', '2024-04-10', '2024-05-10'].forEach((date, index) => {
      results.push(bout('anna', `y${index}`, index === 0 ? 'F1_WIN' : 'DRAW', date));
    });
    const rows = rowsOf(results);
    const anna = rows.find((row) => row.fighterId === 'anna')!;
    const boris = rows.find((row) => row.fighterId === 'boris')!;
    expect(boris.rating).toBeGreaterThan(anna.rating);
    expect(anna.weightedRating).toBeCloseTo(anna.rating - 2 * anna.rd, 10);
    expect(anna.rank).toBeLessThan(boris.rank);
    expect(rows[0]!.fighterId).toBe('anna');
  });

  it('gives fighters with an equal weighted rating the same rank and skips the next ones', () => {
    const rows = rowsOf([
      bout('anna', 'boris', 'F1_WIN', '2024-02-01'),
      bout('carl', 'dina', 'F1_WIN', '2024-02-01'),
    ]);
    expect(rows.map((row) => [row.fighterId, row.rank])).toEqual([
      ['anna', 1],
      ['carl', 1],
      ['boris', 3],
      ['dina', 3],
    ]);
  });

  it('counts each fighter’s rated bouts and remembers the nomination of the latest one', () => {
    const rows = rowsOf([
      bout('anna', 'boris', 'F1_WIN', '2024-02-01', { nominationId: 'feb' }),
      bout('boris', 'anna', 'DRAW', '2024-04-01', { nominationId: 'apr' }),
      bout('anna', 'carl', 'F2_WIN', '2024-03-01', { nominationId: 'mar' }),
      bout('anna', 'carl', 'NONE', '2024-05-01', { nominationId: 'may' }),
    ]);
    const anna = rows.find((row) => row.fighterId === 'anna')!;
    expect(anna.fights).toBe(3);
    expect(anna.lastNominationId).toBe('apr');
    expect(anna.lastDate).toBe('2024-04-01');
    expect(rows.find((row) => row.fighterId === 'carl')!.fights).toBe(1);
  });

  it('passes the system constant τ through to the volatility update', () => {
    const results = [1, 2, 3, 4, 5, 6].map((n) => bout('anna', `giant${n}`, 'F1_WIN', '2024-02-01'));
    const calm = rowsOf(results, { tau: 0.3 }).find((row) => row.fighterId === 'anna')!;
    const lively = rowsOf(results, { tau: 1.2 }).find((row) => row.fighterId === 'anna')!;
    expect(lively.volatility).not.toBeCloseTo(calm.volatility, 8);
  });

  describe('one rating period per tournament', () => {
    const perTournament = { perTournament: true };

    it('rates two tournaments of one month as two periods, in date order, whatever the input order', () => {
      const second = bout('a', 'b', 'F2_WIN', '2024-03-20', { tournamentId: 't2' });
      const first = bout('a', 'b', 'F1_WIN', '2024-03-02', { tournamentId: 't1' });
      const rows = rowsOf([second, first], perTournament);
      const afterFirst = {
        a: updateRating(initialRating(), [{ opponent: initialRating(), score: 1 }]),
        b: updateRating(initialRating(), [{ opponent: initialRating(), score: 0 }]),
      };
      const a = updateRating(afterFirst.a, [{ opponent: afterFirst.b, score: 0 }]);
      expect(rows.find((r) => r.fighterId === 'a')!.rating).toBeCloseTo(a.rating, 9);
      // As one calendar month both bouts would be simultaneous: a different rating.
      const monthly = rowsOf([second, first]).find((r) => r.fighterId === 'a')!;
      expect(Math.abs(monthly.rating - a.rating)).toBeGreaterThan(1);
    });

    it('grows the deviation of a fighter who sits a tournament out, and records history only where they fought', () => {
      const results = [
        bout('a', 'b', 'F1_WIN', '2024-01-10', { tournamentId: 't1' }),
        bout('b', 'c', 'DRAW', '2024-02-10', { tournamentId: 't2' }),
      ];
      const [list] = computeWeaponRatings(results, perTournament);
      const afterFirst = updateRating(initialRating(), [{ opponent: initialRating(), score: 1 }]);
      const a = list!.rows.find((r) => r.fighterId === 'a')!;
      expect(a.rd).toBeCloseTo(updateRating(afterFirst, []).rd, 9);
      expect(a.rating).toBeCloseTo(afterFirst.rating, 9);
      expect(list!.history.filter((p) => p.fighterId === 'a')).toEqual([
        {
          fighterId: 'a',
          tournamentId: 't1',
          date: '2024-01-10',
          rating: afterFirst.rating,
          rd: afterFirst.rd,
        },
      ]);
      expect(list!.history.filter((p) => p.fighterId === 'b').map((p) => p.tournamentId)).toEqual([
        't1',
        't2',
      ]);
    });
  });
});
