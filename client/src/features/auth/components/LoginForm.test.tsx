import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../../i18n/i18n';
import { readToken, writeToken } from '../../../lib/storage';
import { installFetchMock } from '../../../test/fetch-mock';
import { demoUser, jsonResponse, renderApp } from '../../../test/render-app';

const api = installFetchMock();

async function signIn(path: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Sign in' });
  await user.type(screen.getByLabelText(/^e-mail/i), 'anna@demo.hema');
  await user.type(screen.getByLabelText(/^password/i), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('sign in', () => {
  it('sends the credentials and goes to the redirect path after success', async () => {
    api.handle = () => jsonResponse(200, demoUser, { authorization: 'token-1' });
    const { router } = await signIn(`/login?redirect=${encodeURIComponent('/password-recovery?from=login')}`);

    await waitFor(() => expect(router.location.pathname).toBe('/password-recovery'));
    expect(router.location.search).toBe('?from=login');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'anna@demo.hema', password: 'demo-password' },
    });
    expect(readToken()).toBe('token-1');
  });

  it('goes home when redirect points off-site', async () => {
    api.handle = () => jsonResponse(200, demoUser, { authorization: 'token-1' });
    const { router } = await signIn(`/login?redirect=${encodeURIComponent('https://evil.example/phish')}`);
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(await within(screen.getByRole('banner')).findByText('Anna Petrova')).toBeTruthy();
  });

  it("shows the server's message and forgets any stored token when the credentials are wrong", async () => {
    api.handle = () =>
      jsonResponse(401, {
        statusCode: 401,
        code: 'auth/invalid-credentials',
        message: 'Wrong e-mail or password',
      });
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    writeToken('left-by-another-tab');
    await user.type(screen.getByLabelText(/^e-mail/i), 'anna@demo.hema');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Wrong e-mail or password')).toBeTruthy();
    expect(readToken()).toBeNull();
  });

  describe('too many attempts (429)', () => {
    const tooMany = () =>
      jsonResponse(
        429,
        {
          statusCode: 429,
          code: 'auth/rate-limited',
          message:
            'Too many failed sign-in attempts for this account from your network. Try again in 15 minutes, or recover the password.',
          retryAfter: 840,
        },
        { 'retry-after': '840' },
      );

    it("shows the server's message with the wait next to the form", async () => {
      api.handle = tooMany;
      await signIn('/login');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Could not sign in');
      expect(alert.textContent).toContain('Try again in 15 minutes, or recover the password.');
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    });

    it('says it in Russian, with the wait in minutes, on a Russian screen', async () => {
      api.handle = tooMany;
      await setLanguage('ru');
      try {
        const user = userEvent.setup({ delay: null });
        renderApp('/login');
        await screen.findByRole('heading', { name: 'Вход' });
        await user.type(screen.getByLabelText(/^e-mail/i), 'anna@demo.hema');
        await user.type(screen.getByLabelText(/^пароль/i), 'demo-password');
        await user.click(screen.getByRole('button', { name: 'Войти' }));
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('Слишком много попыток. Попробуйте снова через 14 минут.');
      } finally {
        await setLanguage('en');
      }
    });
  });

  it('validates the fields before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Field required')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('links "Sign in" in the header with the current full path as redirect', async () => {
    renderApp('/about?tab=team#history');
    await screen.findByRole('heading', { name: 'About' });
    const headerLink = within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' });
    expect(headerLink!.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/about?tab=team#history')}`,
    );
  });
});
