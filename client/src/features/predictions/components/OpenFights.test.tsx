import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../auth/api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../../lib/storage';
import { installFetchMock } from '../../../test/fetch-mock';
import { demoUser, jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { OPEN_FIGHTS_PAGE, OpenFightsBoard } from './OpenFights';

const api = installFetchMock();

const tournament = {
  _id: 'a1b2c3d4-0000-4000-8000-00000000000a',
  idString: 'spring-open',
  title: 'Spring Open',
};
const fight = (n: number, of = tournament) => ({
  _id: `a1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`,
  status: 'scheduled',
  tournament: of,
  nomination: { _id: 'n1', title: 'Longsword' },
  ring: { _id: 'r1', title: 'Ring 1' },
  fighter1: { _id: `f${n}a`, name: `Red ${n}` },
  fighter2: { _id: `f${n}b`, name: `Blue ${n}` },
  votes1: 0,
  votes2: 0,
});

describe('/predictions: open fights', () => {
  it('shows a tournament’s first fights and the rest page by page', async () => {
    const total = 2 * OPEN_FIGHTS_PAGE + 3;
    api.handle = (call) =>
      call.path === '/api/predictions/open'
        ? jsonResponse(200, { fights: Array.from({ length: total }, (_, i) => fight(i + 1)), mine: [] })
        : jsonResponse(404, { code: 'not-found', message: 'Not found' });
    const user = userEvent.setup({ delay: null });
    renderComponent(<OpenFightsBoard />);

    expect(await screen.findByText(`${total} open fights`)).toBeTruthy();
    expect(screen.getAllByTestId('open-fight')).toHaveLength(OPEN_FIGHTS_PAGE);
    await user.click(screen.getByRole('button', { name: `Show 10 more fights (${total - 10} left)` }));
    expect(screen.getAllByTestId('open-fight')).toHaveLength(2 * OPEN_FIGHTS_PAGE);
    await user.click(screen.getByRole('button', { name: 'Show 3 more fights (3 left)' }));
    expect(screen.getAllByTestId('open-fight')).toHaveLength(total);
    expect(screen.queryByRole('button', { name: /^Show .* more/ })).toBeNull();
    expect(screen.getByText(`Red ${total} vs Blue ${total}`, { exact: false })).toBeTruthy();
  });
});

describe('/predictions: the tournament it opens on', () => {
  afterEach(() => {
    window.localStorage.clear();
    sessionStore.restore();
  });

  it('opens on the first tournament the server lists (the most relevant), the others one pick away', async () => {
    const autumn = {
      _id: 'a1b2c3d4-0000-4000-8000-00000000000b',
      idString: 'autumn-cup',
      title: 'Autumn Cup',
    };
    writeToken('token-1');
    writeItem(STORAGE_KEYS.user, JSON.stringify(demoUser));
    sessionStore.restore();
    const first = fight(1);
    api.handle = (call) => {
      if (call.path === '/api/predictions/open')
        return jsonResponse(200, { fights: [first, fight(2), fight(3, autumn)], mine: [] });
      if (call.path === `/api/tournaments/${tournament._id}/predictions`)
        return jsonResponse(200, {
          leaderboard: [],
          votes: [],
          mine: [
            {
              fightId: first._id,
              winner: 1,
              outcome: 'open',
              points: 0,
              potentialPoints: 10,
              updatedAt: '2026-05-01T09:00:00.000Z',
            },
          ],
        });
      return jsonResponse(200, { leaderboard: [], votes: [], mine: [] });
    };
    const user = userEvent.setup({ delay: null });
    renderComponent(<OpenFightsBoard />);

    const board = await screen.findByTestId('predict-tournament');
    expect(within(board).getByRole('link', { name: 'Spring Open' })).toBeTruthy();
    expect(within(board).getAllByTestId('open-fight')).toHaveLength(2);
    // A pick not yet decided offers its points, not claims them.
    expect(await within(board).findByText('if right: +10 points')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Tournament' }));
    await user.click(await screen.findByRole('option', { name: /Autumn Cup/, hidden: true }));
    const other = await screen.findByTestId('predict-tournament');
    expect(within(other).getByRole('link', { name: 'Autumn Cup' })).toBeTruthy();
    expect(within(other).getAllByTestId('open-fight')).toHaveLength(1);
  });
});
