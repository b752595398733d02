import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../lib/browser';
import { readToken, STORAGE_KEYS, writeItem, writeToken } from '../../lib/storage';
import { installFetchMock } from '../../test/fetch-mock';
import { demoUser, jsonResponse, renderApp } from '../../test/render-app';
import { sessionStore } from '../../features/auth/hooks/session-store';

const api = installFetchMock();

function storeSession(user: object) {
  writeToken('token-1');
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStore.restore();
}

describe('home page', () => {
  it('welcomes an anonymous visitor with sign-in and register links', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Historical fencing tournaments, live' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(main).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/registration',
    );
    expect(document.title).toBe('Home — HEMA Live');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the signed-in user with role and flag badges, refreshed by the authentication check', async () => {
    const till = '2099-01-31T00:00:00.000Z';
    storeSession({ ...demoUser, name: 'Stale Name' });
    api.handle = () =>
      jsonResponse(200, {
        ...demoUser,
        role: 'ORGANIZER_TRIAL',
        license: { from: '2020-01-01T00:00:00.000Z', till },
      });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Anna Petrova' })).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/auth/current' });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('token-1');
    expect(screen.getAllByText('Trial organizer').length).toBeGreaterThan(0);
    expect(screen.getByText('Organizer')).toBeTruthy();
    expect(screen.getByText('Trial')).toBeTruthy();
    expect(screen.getByText('License active until Jan 31, 2099')).toBeTruthy();
    expect(screen.getByText('Helsinki Longsword')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Anna Petrova')).toBeTruthy();
  });

  it('signs out: POST /auth/logout, then the session is cleared and the page reloads', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    storeSession(demoUser);
    api.handle = (call) =>
      call.path === '/api/auth/logout' ? new Response(null, { status: 204 }) : jsonResponse(200, demoUser);
    renderApp('/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
    expect(readToken()).toBeNull();
    reload.mockRestore();
  });

  it('clears the session and goes to /login when the authentication check fails (spec §4)', async () => {
    storeSession(demoUser);
    api.handle = () => jsonResponse(401, { statusCode: 401, message: 'Session revoked' });
    const { router } = renderApp('/?tab=upcoming');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/?tab=upcoming');
    expect(readToken()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
