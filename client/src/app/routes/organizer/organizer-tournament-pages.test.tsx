import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../features/auth/api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../../lib/storage';
import { tournamentFixture } from '../../../test/competition-fixtures';
import { installFetchMock, type RecordedCall } from '../../../test/fetch-mock';
import { zoneFixture } from '../../../test/fixtures';
import { demoUser, jsonResponse, renderApp } from '../../../test/render-app';

const api = installFetchMock();

const day = 86_400_000;
const trial = (till: number) => ({
  ...demoUser,
  role: 'ORGANIZER_TRIAL',
  license: { from: new Date(till - 7 * day).toISOString(), till: new Date(till).toISOString() },
  isOrganizer: true,
  isOrganizerTrial: true,
  isActiveOrganizer: till > Date.now(),
});

const cup = tournamentFixture({
  _id: 't-1',
  title: 'Trial Cup',
  idString: 'trial-cup',
  status: 'DEVELOPING',
  actions: ['openForViewing', 'openRegistration'],
});

function api404(user: object, extra: (call: RecordedCall) => Response | null = () => null) {
  return (call: RecordedCall): Response => {
    const own = extra(call);
    if (own) return own;
    if (call.path === '/api/geo/country')
      return new Response('FI', { headers: { 'content-type': 'text/html' } });
    if (call.path === '/api/zones')
      return jsonResponse(200, { items: [zoneFixture({ _id: 'z-w', slug: 'W', title: 'World' })], count: 1 });
    if (call.path === '/api/auth/current') return jsonResponse(200, user);
    if (call.path === '/api/tournaments') return jsonResponse(200, { items: [cup], count: 1 });
    if (call.path === '/api/tournaments/t-1') return jsonResponse(200, cup);
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  };
}

function signIn(user: object) {
  writeToken('token-1');
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStore.restore();
}

afterEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

describe('/organizer/tournaments', () => {
  it('offers "Create tournament" to a trial organizer while the trial runs', async () => {
    const user = trial(Date.now() + 3 * day);
    signIn(user);
    api.handle = api404(user);
    renderApp('/organizer/tournaments');
    expect(await screen.findByRole('button', { name: 'Create tournament' })).toBeTruthy();
  });

  it('shows the licence-expired notice and no create button once the trial has run out', async () => {
    const user = trial(Date.now() - day);
    signIn(user);
    api.handle = api404(user);
    renderApp('/organizer/tournaments');
    await screen.findByRole('table', { name: 'My tournaments' });
    expect(screen.getByTestId('license-notice').textContent).toMatch(/expired/i);
    expect(screen.queryByRole('button', { name: 'Create tournament' })).toBeNull();
  });
});

describe('a tournament page once the licence has run out', () => {
  const lapsed = trial(Date.now() - day);
  const open = (tournament: object) => {
    signIn(lapsed);
    api.handle = api404(lapsed, (call) =>
      call.path === '/api/tournaments/t-1' ? jsonResponse(200, tournament) : null,
    );
    renderApp('/organizer/tournaments/t-1');
  };

  it('shows the notice, keeps the person signed in and disables the status actions', async () => {
    open({ ...cup, status: 'REG_OPEN', actions: ['closeRegistration', 'start'] });
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(screen.getByTestId('license-notice').textContent).toMatch(/expired/i);
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close registration' }).hasAttribute('disabled')).toBe(true);
    // Moving between sections is reading, never locked.
    expect(screen.getByRole('link', { name: 'Settings' }).hasAttribute('data-disabled')).toBe(false);
  });

  it('lets the author finish a started tournament', async () => {
    open({ ...cup, status: 'ONGOING', actions: ['finish'] });
    const finish = await screen.findByRole('button', { name: 'Finish' });
    expect(finish.hasAttribute('disabled')).toBe(false);
    await userEvent.click(finish);
    const dialog = await screen.findByRole('dialog', { name: 'Finish' });
    expect(within(dialog).getByRole('button', { name: 'Finish' }).hasAttribute('disabled')).toBe(false);
  });

  it('does not let another organizer’s started tournament be finished', async () => {
    open({
      ...cup,
      status: 'ONGOING',
      actions: ['finish'],
      author: { _id: 'u-2', name: 'Other', username: 'other' },
    });
    expect((await screen.findByRole('button', { name: 'Finish' })).hasAttribute('disabled')).toBe(true);
  });
});

describe('status actions on the overview', () => {
  it('offers only the actions the status allows, confirms, and says why the server refused', async () => {
    const user = trial(Date.now() + 3 * day);
    signIn(user);
    api.handle = api404(user, (call) =>
      call.path === '/api/tournaments/t-1/status'
        ? jsonResponse(409, {
            statusCode: 409,
            code: 'competition/status-transition',
            message: 'Add a category before opening registration',
          })
        : null,
    );
    renderApp('/organizer/tournaments/t-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Open registration' }));
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Open registration' });
    expect(within(dialog).getByText('Change the status of “Trial Cup”?')).toBeTruthy();
    // Nothing is sent before the confirmation.
    expect(api.calls.filter((call) => call.path.endsWith('/status'))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open registration' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/status'))?.body).toEqual({
        action: 'openRegistration',
      }),
    );
    expect(await screen.findByText('Add a category before opening registration')).toBeTruthy();
  });
});
