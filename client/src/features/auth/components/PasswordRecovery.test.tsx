import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetch-mock';
import { jsonResponse, renderApp } from '../../../test/render-app';

const api = installFetchMock();

describe('password recovery', () => {
  it('goes e-mail → code → new password → success with a link to sign in', async () => {
    const user = userEvent.setup({ delay: null });
    api.handle = (call) => {
      if (call.path === '/api/auth/recovery-code') return new Response(null, { status: 204 });
      if (call.path === '/api/auth/recovery-code-verify') return jsonResponse(200, { valid: true });
      if (call.path === '/api/auth/set-password') return new Response(null, { status: 204 });
      return new Response(null, { status: 404 });
    };
    renderApp('/password-recovery');
    await screen.findByRole('heading', { name: 'Password recovery' });

    await user.type(screen.getByLabelText(/^e-mail/i), 'anna@demo.hema');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));

    expect(await screen.findByText(/We sent a 6-digit code to anna@demo.hema/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^code from the e-mail/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));

    await user.type(await screen.findByLabelText(/^new password/i), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^confirm password/i), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: 'Sign in' }).some((link) => link.getAttribute('href') === '/login'),
    ).toBe(true);
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'POST /api/auth/recovery-code',
      'GET /api/auth/recovery-code-verify?email=anna%40demo.hema&code=123456',
      'PUT /api/auth/set-password',
    ]);
    expect(api.calls[2]!.body).toEqual({
      email: 'anna@demo.hema',
      code: '123456',
      password: 'brand-new-pass',
      passwordConfirm: 'brand-new-pass',
    });
  });

  it("shows the server's message under the code when the code is wrong, and stays on the step", async () => {
    const user = userEvent.setup({ delay: null });
    api.handle = (call) =>
      call.path === '/api/auth/recovery-code'
        ? new Response(null, { status: 204 })
        : jsonResponse(400, {
            statusCode: 400,
            code: 'auth/invalid-code',
            message: 'The code is wrong or expired',
          });
    renderApp('/password-recovery');
    await user.type(await screen.findByLabelText(/^e-mail/i), 'anna@demo.hema');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText(/^code from the e-mail/i), '000000');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));

    expect(await screen.findByText('The code is wrong or expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check the code' })).toBeTruthy();
  });

  it('checks the code format and the password match before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    api.handle = () => new Response(null, { status: 204 });
    renderApp('/password-recovery');
    await user.type(await screen.findByLabelText(/^e-mail/i), 'anna@demo.hema');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await user.type(await screen.findByLabelText(/^code from the e-mail/i), '12');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });
});
