import { describe, it, expect } from '@jest/globals';
import {
  buildSummaryRows,
  isSummarySortField,
  sortSummaryRows,
  winRate,
  type NominationResult,
  type SummaryRow,
  type WeaponRating,
} from './summary.js';

const longsword = { _id: 'ls', title: 'Longsword' };
const sabre = { _id: 'sb', title: 'Sabre' };

function result(
  weapon: { _id: string; title?: string } | null,
  more: Partial<NominationResult> = {},
): NominationResult {
  return {
    nomination: weapon ? { weapon } : null,
    zone: 'W',
    fights: 5,
    place: null,
    results: { wins: 3, loss: 2, draws: 0, nowins: 0 },
    tournamentDate: '2024-03-01',
    ...more,
  };
}

function rating(weapon: { _id: string; title: string }, more: Partial<WeaponRating> = {}): WeaponRating {
  return {
    _id: `r-${weapon._id}`,
    weapon,
    rank: 12,
    rating: 1612.4,
    rd: 50,
    zone: 'W',
    lastNomination: { tournament: { dateStart: '2024-02-01' } },
    ...more,
  };
}

describe('win rate', () => {
  it('is the rounded percent of wins over fights', () => {
    expect(winRate(2, 3)).toBe(67);
    expect(winRate(1, 8)).toBe(13);
    expect(winRate(5, 5)).toBe(100);
  });

  it('is 0 with no fights', () => {
    expect(winRate(0, 0)).toBe(0);
  });
});

describe('user summary rows', () => {
  it('gives one row per weapon with events, fights, win rate, rank, rating and last activity', () => {
    const rows = buildSummaryRows(
      [
        result(longsword, { fights: 4, results: { wins: 3, loss: 1, draws: 0, nowins: 0 } }),
        result(longsword, {
          fights: 6,
          results: { wins: 2, loss: 3, draws: 1, nowins: 0 },
          tournamentDate: '2024-05-20',
        }),
      ],
      [rating(longsword)],
      'W',
    );
    expect(rows).toEqual([
      {
        weaponId: 'ls',
        title: 'Longsword',
        rank: 12,
        // The rating is r − 2·RD, with r and RD kept as the detail.
        rating: 1512.4,
        glicko: { rating: 1612.4, rd: 50 },
        nominations: 2,
        fights: 10,
        winRate: 50,
        places: { first: 0, second: 0, third: 0, fourth: 0 },
        lastActivity: '2024-05-20',
      },
    ]);
  });

  it('counts only results and ratings of the current zone', () => {
    const rows = buildSummaryRows(
      [result(longsword), result(longsword, { zone: { _id: 'RU' } }), result(sabre, { zone: 'RU' })],
      [rating(longsword, { zone: 'RU', rank: 1 })],
      'W',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ weaponId: 'ls', nominations: 1, rank: null, rating: null });
  });

  it('reads a zone given as a document by its id and skips results without a zone', () => {
    const rows = buildSummaryRows(
      [result(longsword, { zone: { _id: 'W' } }), result(longsword, { zone: null })],
      [],
      'W',
    );
    expect(rows[0]!.nominations).toBe(1);
  });

  it('skips results without a nomination or without a weapon', () => {
    const rows = buildSummaryRows(
      [result(null), { ...result(longsword), nomination: { weapon: null } }, result(sabre)],
      [],
      'W',
    );
    expect(rows.map((row) => row.weaponId)).toEqual(['sb']);
  });

  it('counts gold, silver, bronze and fourth places, reading fourth from place 4 (spec §9 defect fixed)', () => {
    const places = [1, 1, 2, 3, 3, 3, 4, 5, null];
    const rows = buildSummaryRows(
      places.map((place) => result(longsword, { place })),
      [],
      'W',
    );
    expect(rows[0]!.places).toEqual({ first: 2, second: 1, third: 3, fourth: 1 });
  });

  it('lists a rated weapon without results in the zone with empty counts', () => {
    const rows = buildSummaryRows([], [rating(sabre, { rank: 3, rating: 1700 })], 'W');
    expect(rows).toEqual([
      {
        weaponId: 'sb',
        title: 'Sabre',
        rank: 3,
        rating: 1600,
        glicko: { rating: 1700, rd: 50 },
        nominations: 0,
        fights: 0,
        winRate: 0,
        places: { first: 0, second: 0, third: 0, fourth: 0 },
        lastActivity: '2024-02-01',
      },
    ]);
  });

  it('takes the later of the last result and the rating’s last nomination as the last activity', () => {
    const rows = buildSummaryRows(
      [result(longsword, { tournamentDate: '2024-01-05' }), result(longsword, { tournamentDate: null })],
      [rating(longsword, { lastNomination: { tournament: { dateStart: '2024-04-01' } } })],
      'W',
    );
    expect(rows[0]!.lastActivity).toBe('2024-04-01');
    const none = buildSummaryRows(
      [result(sabre, { tournamentDate: 'not a date' })],
      [rating(sabre, { lastNomination: null })],
      'W',
    );
    expect(none[0]!.lastActivity).toBeNull();
  });

  it('takes the weapon title from the rating when the result carries none', () => {
    const rows = buildSummaryRows([result({ _id: 'ls' })], [rating(longsword)], 'W');
    expect(rows[0]!.title).toBe('Longsword');
    const later = buildSummaryRows([result({ _id: 'ls' }), result(longsword)], [], 'W');
    expect(later[0]!.title).toBe('Longsword');
  });

  it('sorts by weapon title by default', () => {
    const rows = buildSummaryRows(
      [result(sabre), result({ _id: 'dg', title: 'Dagger' }), result(longsword)],
      [],
      'W',
    );
    expect(rows.map((row) => row.title)).toEqual(['Dagger', 'Longsword', 'Sabre']);
  });
});

describe('sorting the summary table', () => {
  const row = (title: string, more: Partial<SummaryRow>): SummaryRow => ({
    weaponId: title.toLowerCase(),
    title,
    rank: null,
    rating: null,
    glicko: null,
    nominations: 0,
    fights: 0,
    winRate: 0,
    places: { first: 0, second: 0, third: 0, fourth: 0 },
    lastActivity: null,
    ...more,
  });
  const rows = [
    row('Sabre', {
      rank: 5,
      rating: 1550,
      nominations: 2,
      fights: 9,
      winRate: 40,
      lastActivity: '2024-06-01',
    }),
    row('Dagger', { rank: null, rating: null, nominations: 1, fights: 3, winRate: 67, lastActivity: null }),
    row('Longsword', {
      rank: 2,
      rating: 1720,
      nominations: 4,
      fights: 20,
      winRate: 40,
      lastActivity: '2023-11-12',
    }),
  ];
  const titles = (sorted: SummaryRow[]) => sorted.map((r) => r.title);

  it('sorts every column but medals', () => {
    expect(isSummarySortField('places')).toBe(false);
    for (const field of ['title', 'rank', 'rating', 'nominations', 'fights', 'winRate', 'lastActivity'])
      expect(isSummarySortField(field)).toBe(true);
  });

  it('sorts by weapon title ascending unless told otherwise', () => {
    expect(titles(sortSummaryRows(rows))).toEqual(['Dagger', 'Longsword', 'Sabre']);
    expect(titles(sortSummaryRows(rows, 'title', 'desc'))).toEqual(['Sabre', 'Longsword', 'Dagger']);
  });

  it('sorts numeric columns both ways', () => {
    expect(titles(sortSummaryRows(rows, 'fights', 'asc'))).toEqual(['Dagger', 'Sabre', 'Longsword']);
    expect(titles(sortSummaryRows(rows, 'nominations', 'desc'))).toEqual(['Longsword', 'Sabre', 'Dagger']);
  });

  it('keeps weapons without rank, rating or activity last in either direction', () => {
    expect(titles(sortSummaryRows(rows, 'rank', 'asc'))).toEqual(['Longsword', 'Sabre', 'Dagger']);
    expect(titles(sortSummaryRows(rows, 'rank', 'desc'))).toEqual(['Sabre', 'Longsword', 'Dagger']);
    expect(titles(sortSummaryRows(rows, 'rating', 'desc'))).toEqual(['Longsword', 'Sabre', 'Dagger']);
    expect(titles(sortSummaryRows(rows, 'lastActivity', 'desc'))).toEqual(['Sabre', 'Longsword', 'Dagger']);
    expect(titles(sortSummaryRows(rows, 'lastActivity', 'asc'))).toEqual(['Longsword', 'Sabre', 'Dagger']);
  });

  it('breaks ties by weapon title', () => {
    expect(titles(sortSummaryRows(rows, 'winRate', 'desc'))).toEqual(['Dagger', 'Longsword', 'Sabre']);
    const twins = [row('Sabre', { weaponId: 'b' }), row('Sabre', { weaponId: 'a' })];
    expect(sortSummaryRows(twins).map((r) => r.weaponId)).toEqual(['a', 'b']);
  });

  it('leaves the given rows untouched', () => {
    const before = titles(rows);
    sortSummaryRows(rows, 'fights', 'desc');
    expect(titles(rows)).toEqual(before);
  });
});
