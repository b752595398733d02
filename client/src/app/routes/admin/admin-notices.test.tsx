import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../features/auth/api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../../lib/storage';
import { installFetchMock, type RecordedCall } from '../../../test/fetch-mock';
import { demoUser, jsonResponse, renderApp } from '../../../test/render-app';

/** A successful admin action says so, like the others do (one notification path). */
const api = installFetchMock();

const admin = { ...demoUser, role: 'ADMIN', isAdmin: true, isOrganizer: true, isActiveOrganizer: true };
const at = '2026-01-01T00:00:00.000Z';
const MESSER = { _id: 'wt-1', title: 'Messer', createdAt: at, updatedAt: at, deleted: false };

function answer(call: RecordedCall): Response {
  if (call.path === '/api/geo/country')
    return new Response('FI', { headers: { 'content-type': 'text/html' } });
  if (call.path === '/api/auth/current') return jsonResponse(200, admin);
  if (call.path === '/api/zones' || call.path === '/api/weapon-types')
    return call.method === 'POST' ? jsonResponse(201, MESSER) : jsonResponse(200, { items: [], count: 0 });
  if (call.path === '/api/weapon-types/wt-1') return jsonResponse(200, MESSER);
  return jsonResponse(404, { statusCode: 404, code: 'not-found', message: 'Not found' });
}

afterEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

describe('admin notices', () => {
  it('says "Saved" when a catalog record is added', async () => {
    writeToken('token-1');
    writeItem(STORAGE_KEYS.user, JSON.stringify(admin));
    sessionStore.restore();
    api.handle = answer;
    renderApp('/admin/weapon-types');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add weapon type' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Messer');
    await user.click(within(dialog).getByRole('button', { name: 'Add weapon type' }));
    await waitFor(() => expect(api.allCalls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByText('Saved', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
