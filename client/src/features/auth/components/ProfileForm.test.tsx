import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespace } from '../../../i18n/i18n';
import { sessionStore } from '../api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../../lib/storage';
import { installFetchMock, type RecordedCall } from '../../../test/fetch-mock';
import { demoUser, jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import type { SessionUser } from '../api/session-user';
import { ProfileForm } from './ProfileForm';

beforeAll(() => loadNamespace('pages'));

const api = installFetchMock();

/** The account as the server holds it: an admin assigns a zone while the person has /my/settings open. */
let stored: Omit<typeof demoUser, 'zones'> & { zones: string[] };
const CLUB = '11111111-1111-4111-8111-111111111111';
const EUROPE = '22222222-2222-4222-8222-222222222222';

function answer(call: RecordedCall): Response {
  if (call.path === '/api/geo/country')
    return new Response('FI', { headers: { 'content-type': 'text/html' } });
  if (call.path === '/api/auth/current') return jsonResponse(200, stored);
  if (call.path === '/api/auth/profile' && call.method === 'PUT') {
    stored = { ...stored, ...(call.body as Record<string, unknown>) };
    return jsonResponse(200, stored);
  }
  if (call.path === '/api/zones' || call.path === '/api/weapons' || call.path === '/api/clubs')
    return jsonResponse(200, { items: [], count: 0 });
  if (call.path === '/api/auth/namesake') return jsonResponse(200, { exists: false });
  return jsonResponse(404, { statusCode: 404, code: 'not-found', message: 'Not found' });
}

afterEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

describe('/my/settings: the profile', () => {
  it('sends only the fields the person changed, so an admin’s change made meanwhile stays', async () => {
    stored = { ...demoUser, club: { _id: CLUB, title: 'Helsinki Longsword' }, zones: [] };
    writeToken('token-1');
    writeItem(STORAGE_KEYS.user, JSON.stringify(stored));
    sessionStore.restore();
    api.handle = answer;
    renderComponent(<ProfileForm user={stored as unknown as SessionUser} />);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Profile' });
    const city = within(form).getByRole('textbox', { name: 'City' });
    expect((city as HTMLInputElement).value).toBe('Helsinki');

    // Meanwhile an admin assigns the person a zone on /admin/users/{id}.
    stored = { ...stored, zones: [EUROPE] };

    await user.clear(city);
    await user.type(city, 'Tampere');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    const saves = () => api.calls.filter((call) => call.path === '/api/auth/profile');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({ city: 'Tampere' });
    expect(stored).toMatchObject({ city: 'Tampere', zones: [EUROPE] });
  });
});
