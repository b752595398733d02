import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { OPEN_FIGHTS_PAGE, OpenFightsBoard } from './OpenFights';

const api = installFetchMock();

const tournament = {
  _id: 'a1b2c3d4-0000-4000-8000-00000000000a',
  idString: 'spring-open',
  title: 'Spring Open',
};
const fight = (n: number) => ({
  _id: `a1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`,
  status: 'scheduled',
  tournament,
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
