import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../features/auth/api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../../lib/storage';
import { installFetchMock, type RecordedCall } from '../../../test/fetch-mock';
import { profileFixture } from '../../../test/fixtures';
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

/** The account the page shows, as the server holds it; the handlers below change it like the server would. */
let account: ReturnType<typeof profileFixture> & Record<string, unknown>;

function accountFixture(values: Record<string, unknown>) {
  return {
    ...profileFixture({ _id: 'u-9', name: 'Gone Fencer', username: 'gone' }),
    email: 'gone@example.org',
    license: { from: null, till: null },
    tester: false,
    zones: [],
    ...values,
  };
}

const { analytics: _a, nominationsResults: _n, weaponsRating: _w, ...managed } = accountFixture({});
const managedView = () => ({ ...managed, ...pick(account) });
const pick = (a: Record<string, unknown>) => ({ role: a.role, deleted: a.deleted, email: a.email });

function answer(call: RecordedCall): Response {
  if (call.path === '/api/geo/country')
    return new Response('FI', { headers: { 'content-type': 'text/html' } });
  if (call.path === '/api/auth/current') return jsonResponse(200, admin);
  if (call.path === '/api/zones') return jsonResponse(200, { items: [], count: 0 });
  if (call.path === '/api/users/u-9' && call.method === 'GET') return jsonResponse(200, account);
  if (call.path === '/api/users/u-9/release-email') {
    account = { ...account, email: 'u-9@released.invalid' };
    return jsonResponse(200, managedView());
  }
  if (call.path === '/api/users/u-9/restore') {
    account = { ...account, deleted: false, email: (call.body as { email: string }).email };
    return jsonResponse(200, managedView());
  }
  if (call.path === '/api/users/u-9' && call.method === 'DELETE')
    return jsonResponse(409, {
      statusCode: 409,
      code: 'users/last-admin',
      message: 'This is the last administrator: make someone else an administrator first',
    });
  return jsonResponse(404, { statusCode: 404, code: 'not-found', message: 'Not found' });
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

describe('/admin/users/{id}: a deleted account', () => {
  it('releases its e-mail after a confirmation, then restores it with a new e-mail', async () => {
    account = accountFixture({ deleted: true });
    signInAsAdmin();
    api.handle = answer;
    renderApp('/admin/users/u-9');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/This account is deleted: it cannot sign in/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Release e-mail' }));
    const release = await screen.findByRole('dialog', { name: 'Release the e-mail?' });
    expect(within(release).getByText(/Anyone can then register with gone@example.org/)).toBeTruthy();
    await user.click(within(release).getByRole('button', { name: 'Release e-mail' }));
    expect(await screen.findByText('The e-mail was released')).toBeTruthy();
    expect(await screen.findByText('u-9@released.invalid (released)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Release e-mail' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Restore account' }));
    const restore = await screen.findByRole('dialog', { name: 'Restore this account?' });
    const confirm = within(restore).getByRole('button', { name: 'Restore account' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(restore).getByLabelText(/New e-mail/), 'back@example.org');
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);
    expect(await screen.findByText('The account was restored')).toBeTruthy();
    const restoreCall = api.calls.find((call) => call.path === '/api/users/u-9/restore');
    expect(restoreCall).toMatchObject({ method: 'POST', body: { email: 'back@example.org' } });
    expect(await screen.findByRole('button', { name: 'Delete account' })).toBeTruthy();
  });
});

describe('/admin/users/{id}: the last administrator', () => {
  it('asks before deleting and shows the refusal the server answers', async () => {
    account = accountFixture({ role: 'ADMIN' });
    signInAsAdmin();
    api.handle = answer;
    renderApp('/admin/users/u-9');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove' });
    expect(within(dialog).getByText('Are you sure you want to remove Gone Fencer?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('This is the last administrator: make someone else an administrator first'),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
