import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespace } from '../../../i18n/i18n';
import { installFetchMock } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { MyTeams } from './MyTeams';

const api = installFetchMock();
beforeAll(() => loadNamespace('pages'));

const TEAM = 'a1b2c3d4-0000-4000-8000-0000000000c1';
const invitation = {
  _id: TEAM,
  name: 'Riga Ravens',
  tournament: { _id: 'a1b2c3d4-0000-4000-8000-0000000000c2', title: 'Relay Open', idString: 'relay-open' },
  nomination: { _id: 'a1b2c3d4-0000-4000-8000-0000000000c3', title: 'Team longsword' },
  captain: { _id: 'a1b2c3d4-0000-4000-8000-0000000000c4', name: 'Ilze Ozola' },
  invited: true,
  entered: false,
};

describe('My teams: a captain’s invitation', () => {
  it('names the captain and sends the fencer’s acceptance', async () => {
    api.handle = (call) =>
      call.method === 'POST'
        ? new Response(null, { status: 204 })
        : jsonResponse(200, { items: [invitation], count: 1 });
    const user = userEvent.setup({ delay: null });
    renderComponent(<MyTeams />);
    const card = await screen.findByTestId('my-team');
    expect(within(card).getByText(/Ilze Ozola named you in this team/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `/api/teams/${TEAM}/invitation`,
        body: { accept: true },
      }),
    );
  });

  it('asks before declining, then sends the refusal', async () => {
    api.handle = (call) =>
      call.method === 'POST'
        ? new Response(null, { status: 204 })
        : jsonResponse(200, { items: [invitation], count: 1 });
    const user = userEvent.setup({ delay: null });
    renderComponent(<MyTeams />);
    const card = await screen.findByTestId('my-team');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline' });
    expect(within(dialog).getByText(/Decline the invitation to Riga Ravens/)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ body: { accept: false } }),
    );
  });
});
