import { describe, expect, it } from '@jest/globals';
import type { StandingsTable } from '@hema/shared/contracts/standings';
import { FightBook } from './fight-book.js';
import { poolModel, poolView } from './pool-table.js';
import { ANNA, BORIS, CARL, row, state } from './stream-test-data.js';
import { streamWords } from './stream-words.js';

const en = streamWords('en');
const ru = streamWords('ru');

const pool = { _id: 'p1', group: { key: 'pool', n: 2 } as const, fighters: [ANNA, BORIS, CARL] };
const fights = [
  row('ab', 'p1', 0, ANNA, BORIS),
  row('bc', 'p1', 1, BORIS, CARL),
  row('ac', 'p1', 2, ANNA, CARL),
];

const stats = (wins: number, losses: number, pointsFor: number, pointsAgainst: number) => ({
  fights: wins + losses,
  wins,
  losses,
  draws: 0,
  noWins: 0,
  byes: 0,
  pointsFor,
  pointsAgainst,
  hitDifference: pointsFor - pointsAgainst,
  doubles: 0,
  warnings: 0,
  matchPoints: 0,
  timeMs: 0,
});
const standing = (fighter: typeof ANNA, place: number, s: ReturnType<typeof stats>) =>
  ({ fighter, place, stats: s }) as unknown as StandingsTable['rows'][number];

describe('the pool table overlay', () => {
  it('lists the fighters in sheet order before any result, with an empty grid', () => {
    const book = new FightBook();
    book.setRows(fights);
    const model = poolModel(pool, null, book, en);
    expect(model.rows.map((r) => r.fighter.name)).toEqual(['Anna Kask', 'Boris Lind', 'Carl Roos']);
    expect(model.rows[0].grid).toEqual([null, null, null]);
    expect(poolView(model, en).querySelector('caption')?.textContent).toBe('Pool 20 of 3 fights fought');
  });

  it('orders by the server’s places and fills the grid as fights run and end', () => {
    const book = new FightBook();
    book.setRows(fights);
    book.accept([
      state('bc', 'p1', 3, [BORIS, CARL], { status: 'finished', score1: 5, score2: 2, result: 'F1_WIN' }),
      state('ab', 'p1', 2, [ANNA, BORIS], { status: 'running', score1: 1, score2: 0 }),
    ]);
    const standings = {
      rows: [standing(BORIS, 1, stats(1, 0, 5, 2)), standing(CARL, 2, stats(0, 1, 2, 5))],
    };
    const model = poolModel(pool, standings, book, en);
    expect(model.rows.map((r) => [r.place, r.fighter.name])).toEqual([
      [1, 'Boris Lind'],
      [2, 'Carl Roos'],
      [null, 'Anna Kask'],
    ]);
    // Boris's row: against Carl 5 (won), against Anna 0 (running).
    expect(model.rows[0].grid).toEqual([
      null,
      { score: 5, against: 2, live: false, won: true, lost: false },
      { score: 0, against: 1, live: true, won: false, lost: false },
    ]);
    expect(model.done).toBe(1);
    const view = poolView(model, ru);
    expect(view.querySelector('tbody tr td.won')?.textContent).toBe('5');
    expect(view.querySelector('tbody tr td.live')?.textContent).toBe('0');
    expect([...view.querySelectorAll('thead abbr')].map((a) => a.textContent)).toEqual([
      'П',
      'Н',
      'Пр',
      'НУ',
      'ПУ',
    ]);
    expect(view.querySelector('.pool-done')?.textContent).toBe('Боёв проведено: 1 из 3');
  });
});
