import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespace } from '../../../i18n/i18n';
import { browser } from '../../../lib/browser';
import { installFetchMock } from '../../../test/fetch-mock';
import { renderComponent } from '../../../test/render-component';
import { SignOutEverywhere } from './SignOutEverywhere';

beforeAll(() => loadNamespace('pages'));

const api = installFetchMock();
const signOuts = () => api.calls.filter((call) => call.path === '/api/auth/sign-out-everywhere');

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Sign out everywhere', () => {
  it('asks first: Cancel sends nothing; confirming ends every session and reloads signed out', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    api.handle = () => new Response(null, { status: 204 });
    const user = userEvent.setup();
    renderComponent(<SignOutEverywhere />);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(/Sign out on every device, this one included\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signOuts()).toHaveLength(0);

    // The section's button comes first (the closing dialog may still be in the page).
    await user.click(screen.getAllByRole('button', { name: 'Sign out everywhere' })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Sign out everywhere')!,
    );
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(signOuts()).toEqual([expect.objectContaining({ method: 'POST' })]);
  });
});
