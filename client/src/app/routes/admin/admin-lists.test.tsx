import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../features/auth/api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../../lib/storage';
import { installFetchMock, isStartupCall, type RecordedCall } from '../../../test/fetch-mock';
import { clubFixture, userFixture, zoneFixture } from '../../../test/fixtures';
import { demoUser, jsonResponse, renderApp } from '../../../test/render-app';

const api = installFetchMock();

const admin = {
  ...demoUser,
  role: 'ADMIN',
  isAdmin: true,
  isOrganizer: true,
  isActiveOrganizer: true,
  isTester: true,
};
const ZONES = Array.from({ length: 3 }, (_, i) =>
  zoneFixture({ _id: `z-${i}`, slug: `Z${i}`, title: `Zone ${i}`, isInRussia: i === 2 }),
);

/** The API as the admin pages need it; every list answers a page of its own items. */
function answer(call: RecordedCall): Response {
  if (call.path === '/api/geo/country')
    return new Response('FI', { headers: { 'content-type': 'text/html' } });
  if (call.path === '/api/auth/current') return jsonResponse(200, admin);
  if (call.path === '/api/zones') return jsonResponse(200, { items: ZONES, count: 30 });
  if (call.path === '/api/users')
    return jsonResponse(200, {
      items: [userFixture({ _id: 'u-9', name: 'Olga Admin', username: 'olga' })],
      count: 1,
    });
  if (call.path === '/api/clubs')
    return jsonResponse(200, { items: [clubFixture({ _id: 'c-1', title: 'Helsinki Longsword' })], count: 1 });
  return jsonResponse(404, { statusCode: 404, message: 'Not found' });
}

function signInAsAdmin() {
  writeToken('token-1');
  writeItem(STORAGE_KEYS.user, JSON.stringify(admin));
  sessionStore.restore();
}

const zoneListCalls = () => api.allCalls.filter((call) => call.path === '/api/zones' && !isStartupCall(call));

afterEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

describe('admin lists on the reusable grid', () => {
  it('loads /admin/zones directly: the start-up zone list and the zones grid do not share a cache entry', async () => {
    signInAsAdmin();
    api.handle = answer;
    renderApp('/admin/zones');
    const table = await screen.findByRole('table', { name: 'Zones' });
    expect(within(table).getByRole('link', { name: 'Zone 1' }).getAttribute('href')).toBe('/admin/zones/z-1');
    expect(within(table).getByText('Z2')).toBeTruthy();
    // Both calls reached the server: the shell's `perPage=all` and the grid's own page.
    await waitFor(() => expect(api.allCalls.some(isStartupCall)).toBe(true));
    expect(Object.fromEntries(zoneListCalls()[0]!.url.searchParams)).toEqual({
      sort: 'title',
      page: '1',
      perPage: '100',
    });
  });

  it('loads /admin/zones again after other admin pages, and pages and sorts on the server', async () => {
    signInAsAdmin();
    api.handle = answer;
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('link', { name: 'Olga Admin' })).toBeTruthy();
    await router.navigate('/admin/clubs');
    expect(await screen.findByRole('link', { name: 'Helsinki Longsword' })).toBeTruthy();
    await router.navigate('/admin/zones');
    const table = await screen.findByRole('table', { name: 'Zones' });
    expect(within(table).getByRole('link', { name: 'Zone 0' })).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole('button', { name: /^Slug/ }));
    await waitFor(() => expect(zoneListCalls().at(-1)!.url.searchParams.get('sort')).toBe('slug'));
    await user.click(screen.getByRole('combobox', { name: /per page/i }));
    await user.click(await screen.findByRole('option', { name: '25', hidden: true }));
    await waitFor(() => expect(zoneListCalls().at(-1)!.url.searchParams.get('perPage')).toBe('25'));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(Object.fromEntries(zoneListCalls().at(-1)!.url.searchParams)).toMatchObject({
        page: '2',
        perPage: '25',
      }),
    );
  });
});
