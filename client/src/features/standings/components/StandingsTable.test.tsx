import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { loadNamespace, setLanguage } from '../../../i18n/i18n';
import { renderComponent } from '../../../test/render-component';
import type { StandingsTable as Table } from '../api/standings';
import { StandingsTable } from './StandingsTable';

beforeAll(() => loadNamespace('pages'));
afterAll(() => setLanguage('en', { persist: false }));

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
  matchPoints: 9 * wins + 3 * losses,
  timeMs: 0,
});
const fighter = (id: string, name: string) => ({ _id: id, name, club: null });

const table: Table = {
  poolId: 'p1',
  group: { key: 'pool', n: 1, custom: null },
  ranking: 'RATING_MODE',
  mode: 'MATCH_POINTS',
  criteria: [
    { key: 'matchPoints', direction: 'desc' },
    { key: 'wins', direction: 'desc' },
    { key: 'hitDifference', direction: 'desc' },
    { key: 'pointsFor', direction: 'desc' },
  ],
  combined: false,
  fights: 3,
  finished: 3,
  rows: [
    {
      fighter: fighter('a', 'Anna'),
      place: 1,
      stats: stats(2, 0, 10, 4),
      values: { matchPoints: 18, hitDifference: 6 },
      tiedWith: [],
      separation: { criterion: 'matchPoints', nextFighterId: 'b', value: 18, nextValue: 12 },
      droppedOut: false,
      bracket: null,
      medal: null,
    },
    {
      fighter: fighter('b', 'Boris'),
      place: 2,
      stats: stats(1, 1, 8, 8),
      values: { matchPoints: 12, hitDifference: 0 },
      tiedWith: ['c'],
      separation: null,
      droppedOut: false,
      bracket: null,
      medal: null,
    },
    {
      fighter: fighter('c', 'Clara'),
      place: 2,
      stats: stats(1, 1, 8, 8),
      values: { matchPoints: 12, hitDifference: 0 },
      tiedWith: ['b'],
      separation: null,
      droppedOut: true,
      bracket: null,
      medal: null,
    },
  ],
};

describe('a standings table', () => {
  it('shows each fighter’s figures, the mode’s other criteria and why they stand where they do', async () => {
    renderComponent(<StandingsTable table={table} />);
    const rows = await screen.findAllByTestId('standings-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Anna')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Hit difference' })).toBeTruthy();
    const reasons = screen.getAllByTestId('standings-why').map((n) => n.textContent);
    expect(reasons).toEqual([
      'Above Boris: more match points (18 vs 12)',
      'Tied with Clara',
      'Tied with Boris',
    ]);
    expect(within(rows[2]).getByText('Dropped out')).toBeTruthy();
  });

  it('says why in Russian on a Russian screen', async () => {
    await setLanguage('ru', { persist: false });
    await loadNamespace('pages');
    renderComponent(<StandingsTable table={table} />);
    const [first] = await screen.findAllByTestId('standings-why');
    expect(first.textContent).toBe('Выше, чем Boris: больше матчевых очков (18 против 12)');
    expect(screen.getByRole('columnheader', { name: 'Разница уколов' })).toBeTruthy();
  });

  it('explains a bracket place by the fight that decided it', async () => {
    await setLanguage('en', { persist: false });
    const bracket: Table = {
      ...table,
      ranking: 'BRACKET',
      criteria: [],
      rows: [
        { ...table.rows[0], separation: null, bracket: { reason: 'final', round: null, floor: null } },
        { ...table.rows[1], place: 5, tiedWith: [], bracket: { reason: 'eliminated', round: 1, floor: 1 } },
      ],
    };
    renderComponent(<StandingsTable table={bracket} />);
    const reasons = (await screen.findAllByTestId('standings-why')).map((n) => n.textContent);
    expect(reasons).toEqual(['Won the final', 'Out in round 1 of the lower bracket']);
  });

  it('colours a place as a medal only for the category’s medallists, never a pool’s 1st or 2nd', async () => {
    await setLanguage('en', { persist: false });
    const { unmount } = renderComponent(<StandingsTable table={table} />);
    const inPool = await screen.findAllByTestId('standings-place');
    expect(inPool.map((badge) => badge.getAttribute('data-variant'))).toEqual(['light', 'light', 'light']);
    unmount();

    const category: Table = {
      ...table,
      ranking: 'CATEGORY',
      criteria: [],
      rows: [
        { ...table.rows[0], place: 1, medal: 'gold' },
        { ...table.rows[1], place: 2, tiedWith: [], medal: 'silver' },
        { ...table.rows[2], place: 4, tiedWith: [], medal: null },
      ],
    };
    renderComponent(<StandingsTable table={category} />);
    const places = await screen.findAllByTestId('standings-place');
    expect(places.map((badge) => badge.getAttribute('data-variant'))).toEqual(['filled', 'filled', 'light']);
  });

  it('shows the hit points left of a swiss with hits, in both languages', async () => {
    const hits: Table = {
      ...table,
      poolId: null,
      group: null,
      ranking: 'SWISS',
      criteria: [
        { key: 'hitPoints', direction: 'desc' },
        { key: 'matchPoints', direction: 'desc' },
      ],
      rows: table.rows.map((row, i) => ({ ...row, values: { ...row.values, hitPoints: 3 - i * 2 } })),
    };
    const { unmount } = renderComponent(<StandingsTable table={hits} />);
    expect(await screen.findByRole('columnheader', { name: 'Hit points left' })).toBeTruthy();
    const rows = screen.getAllByTestId('standings-row');
    expect(within(rows[2]).getByText('-1')).toBeTruthy();
    unmount();
    await setLanguage('ru', { persist: false });
    await loadNamespace('pages');
    renderComponent(<StandingsTable table={hits} />);
    expect(await screen.findByRole('columnheader', { name: 'Оставшиеся хиты' })).toBeTruthy();
    await setLanguage('en', { persist: false });
  });
});
