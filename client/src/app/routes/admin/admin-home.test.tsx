import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../../features/auth/api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../../lib/storage';
import { installFetchMock, type RecordedCall } from '../../../test/fetch-mock';
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

function answer(pending: number) {
  return (call: RecordedCall): Response => {
    if (call.path === '/api/geo/country')
      return new Response('FI', { headers: { 'content-type': 'text/html' } });
    if (call.path === '/api/auth/current') return jsonResponse(200, admin);
    if (call.path === '/api/zones') return jsonResponse(200, { items: [], count: 0 });
    if (call.path === '/api/licence-requests' && call.url.searchParams.get('filter') === 'status:PENDING')
      return jsonResponse(200, { items: [], count: pending });
    return jsonResponse(404, { statusCode: 404, code: 'not-found', message: 'Not found' });
  };
}

function signInAsAdmin() {
  writeToken('token-1');
  writeItem(STORAGE_KEYS.user, JSON.stringify(admin));
  sessionStore.restore();
}

afterEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

describe('/admin', () => {
  it('counts the licence requests waiting on the licences section', async () => {
    signInAsAdmin();
    api.handle = answer(2);
    renderApp('/admin');
    const badge = await screen.findByTestId('pending-licence-requests', {}, { timeout: 20_000 });
    expect(badge.textContent).toBe('2 requests waiting');
  });

  it('shows no count when none waits', async () => {
    signInAsAdmin();
    api.handle = answer(0);
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Licenses' }, { timeout: 20_000 });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/licence-requests')).toBe(true));
    expect(screen.queryByTestId('pending-licence-requests')).toBeNull();
  });
});
