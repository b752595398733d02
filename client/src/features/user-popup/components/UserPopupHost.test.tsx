import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeZoneStore } from '../../../lib/active-zone';
import { installFetchMock, type RecordedCall } from '../../../test/fetch-mock';
import { profileFixture, zoneFixture } from '../../../test/fixtures';
import { demoUser, jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { showUser } from '../show-user';
import UserPopupHost from './UserPopupHost';

const api = installFetchMock();

const WORLD = zoneFixture({ _id: 'z-w', slug: 'W', title: 'World' });

const profile = profileFixture({
  _id: 'u-7',
  name: 'Ivan Sidorov',
  username: 'ivan',
  club: { _id: 'c-1', title: 'Moscow HEMA Club' },
});

function answer(body: object = profile) {
  api.handle = (call: RecordedCall) =>
    call.path === '/api/users/u-7'
      ? jsonResponse(200, body)
      : jsonResponse(404, { message: 'User not found' });
}

function open(id = 'u-7') {
  act(() => showUser(id));
}

describe('user pop-up (spec §2)', () => {
  it('opens on the global show-user event with name, club and "no user data" when there are no results', async () => {
    answer();
    renderComponent(<UserPopupHost />);
    open();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ivan Sidorov')).toBeTruthy();
    expect(within(dialog).getByText('Moscow HEMA Club')).toBeTruthy();
    expect(within(dialog).getByText('No user data')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/users/ivan');
    expect(within(dialog).queryByRole('link', { name: 'Edit user' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Admin user' })).toBeNull();
    expect(api.calls[0].path).toBe('/api/users/u-7');
  });

  it('also opens on a raw CustomEvent dispatched by another feature', async () => {
    answer();
    renderComponent(<UserPopupHost />);
    act(() => {
      window.dispatchEvent(new CustomEvent('hema:show-user', { detail: { id: 'u-7' } }));
    });
    expect(await screen.findByText('Ivan Sidorov')).toBeTruthy();
  });

  it('closes by the Escape key', async () => {
    answer();
    const user = userEvent.setup({ delay: null });
    renderComponent(<UserPopupHost />);
    open();
    await screen.findByText('Ivan Sidorov');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes by its close button', async () => {
    answer();
    const user = userEvent.setup({ delay: null });
    renderComponent(<UserPopupHost />);
    open();
    await screen.findByText('Ivan Sidorov');
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' });
    await user.click(buttons.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on any route change', async () => {
    answer();
    const { router } = renderComponent(<UserPopupHost />, { path: '/users' });
    open();
    await screen.findByText('Ivan Sidorov');
    await router.navigate('/clubs');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows edit user to active organizers and admin user to admins', async () => {
    answer();
    window.localStorage.setItem(
      'user',
      JSON.stringify({
        ...demoUser,
        role: 'ADMIN',
        isAdmin: true,
        isOrganizer: true,
        isActiveOrganizer: true,
      }),
    );
    renderComponent(<UserPopupHost />);
    open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Ivan Sidorov');
    expect(within(dialog).getByRole('link', { name: 'Edit user' }).getAttribute('href')).toBe(
      '/organizer/users/u-7',
    );
    expect(within(dialog).getByRole('link', { name: 'Admin user' }).getAttribute('href')).toBe(
      '/admin/users/u-7',
    );
  });

  it('shows the edit button but not the admin one to a licensed organizer', async () => {
    answer();
    window.localStorage.setItem(
      'user',
      JSON.stringify({ ...demoUser, role: 'ORGANIZER', isOrganizer: true, isActiveOrganizer: true }),
    );
    renderComponent(<UserPopupHost />);
    open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Ivan Sidorov');
    expect(within(dialog).getByRole('link', { name: 'Edit user' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Admin user' })).toBeNull();
  });

  it('shows the weapon badge and the summary of the current zone only, sortable except medals', async () => {
    activeZoneStore.set(WORLD);
    answer({
      ...profile,
      analytics: {
        clusters: [
          {
            type: 'personal',
            subtype: 'weapon',
            options: [
              { uid: 'a', tags: [], color: 'red', label: 'Longsword', pro: 9, con: 1 },
              { uid: 'b', tags: [], color: 'blue', label: 'Sabre', pro: 1, con: 9 },
            ],
          },
        ],
      },
      nominationsResults: [
        {
          nomination: { weapon: { _id: 'w-ls', title: 'Longsword' } },
          zone: 'z-w',
          fights: 10,
          place: 1,
          results: { wins: 7, loss: 3, draws: 0, nowins: 0 },
        },
        {
          nomination: { weapon: { _id: 'w-sa', title: 'Sabre' } },
          zone: 'z-w',
          fights: 4,
          place: 3,
          results: { wins: 1, loss: 3, draws: 0, nowins: 0 },
        },
        {
          nomination: { weapon: { _id: 'w-rap', title: 'Rapier' } },
          zone: 'z-ru',
          fights: 5,
          place: 2,
          results: { wins: 5, loss: 0, draws: 0, nowins: 0 },
        },
      ],
      weaponsRating: [
        {
          _id: 'r1',
          weapon: { _id: 'w-ls', title: 'Longsword' },
          rank: 3,
          rating: 1712.4,
          rd: 62,
          zone: 'z-w',
        },
        { _id: 'r2', weapon: { _id: 'w-sa', title: 'Sabre' }, rank: 12, rating: 1503, rd: 80, zone: 'z-w' },
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderComponent(<UserPopupHost />);
    open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Ivan Sidorov');
    expect(within(dialog).getByTestId('weapon-badge').textContent).toBe('Longsword 90%');
    const table = within(dialog).getByRole('table');
    const weapons = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(weapons()).toEqual(['Longsword', 'Sabre']);
    expect(within(table).getByText('70%')).toBeTruthy();
    // The rating r − 2·RD, as the rating list shows it, not the raw r 1712.
    expect(within(table).getByText('1588')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: /^Rank/ }));
    expect(weapons()).toEqual(['Longsword', 'Sabre']);
    await user.click(within(table).getByRole('button', { name: /^Rank/ }));
    expect(weapons()).toEqual(['Sabre', 'Longsword']);
    expect(
      within(within(table).getByRole('columnheader', { name: 'Medals' })).queryByRole('button'),
    ).toBeNull();
    activeZoneStore.set(null);
  });

  it('does not open for an event without a user id', async () => {
    answer();
    renderComponent(<UserPopupHost />);
    act(() => {
      window.dispatchEvent(new CustomEvent('hema:show-user', { detail: {} }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
