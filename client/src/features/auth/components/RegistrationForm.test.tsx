import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readToken } from '../../../lib/storage';
import { installFetchMock } from '../../../test/fetch-mock';
import { demoUser, jsonResponse, renderApp } from '../../../test/render-app';

const api = installFetchMock();

async function openRegistration() {
  const view = renderApp('/registration');
  await screen.findByRole('heading', { name: 'Create an account' });
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);

describe('registration form', () => {
  it('asks for first name first, then last name (spec §5)', async () => {
    await openRegistration();
    const inputs = Array.from(document.querySelectorAll('form input')).map((input) =>
      input.getAttribute('name'),
    );
    expect(inputs).toEqual(['firstName', 'lastName', 'middleName', 'email', 'password', 'passwordConfirm']);
  });

  it('shows "Field required" under a required field once it is left empty', async () => {
    const user = userEvent.setup({ delay: null });
    await openRegistration();
    await user.click(field(/^first name/i));
    await user.tab();
    expect(await screen.findByText('Field required')).toBeTruthy();
  });

  it('shows every client-side message before anything is sent', async () => {
    const user = userEvent.setup({ delay: null });
    await openRegistration();
    await user.type(field(/^e-mail/i), 'not-an-email');
    await user.type(field(/^password/i), 'long-enough-1');
    await user.type(field(/^confirm password/i), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getAllByText('Field required')).toHaveLength(2); // first and last name
    expect(screen.getByText('Something is wrong with this email. Please check')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the mismatch while typing the confirmation, and clears it when they match', async () => {
    const user = userEvent.setup({ delay: null });
    await openRegistration();
    await user.type(field(/^password/i), 'long-enough-1');
    await user.type(field(/^confirm password/i), 'long-enough-2');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    await user.clear(field(/^confirm password/i));
    await user.type(field(/^confirm password/i), 'long-enough-1');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
  });

  async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field(/^first name/i), 'Anna');
    await user.type(field(/^last name/i), 'Petrova');
    await user.type(field(/^e-mail/i), 'Anna@Demo.hema');
    await user.type(field(/^password/i), 'long-enough-1');
    await user.type(field(/^confirm password/i), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

  it("shows the server's field errors under their fields after submit", async () => {
    const user = userEvent.setup({ delay: null });
    api.handle = () =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'validation',
        message: 'Invalid data',
        errors: { lastName: 'Too long' },
      });
    await openRegistration();
    await fillValidForm(user);
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(readToken()).toBeNull();
  });

  it('puts a taken e-mail under the e-mail field', async () => {
    const user = userEvent.setup({ delay: null });
    api.handle = () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'auth/email-taken',
        message: 'This e-mail is already registered',
      });
    await openRegistration();
    await fillValidForm(user);
    expect(await screen.findByText('This e-mail is already registered')).toBeTruthy();
  });

  it('signs the new user in with the token from the response header', async () => {
    const user = userEvent.setup({ delay: null });
    api.handle = () => jsonResponse(201, demoUser, { authorization: 'fresh-token' });
    const { router } = await openRegistration();
    await fillValidForm(user);

    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(readToken()).toBe('fresh-token');
    expect(await within(screen.getByRole('banner')).findByText('Anna Petrova')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/register',
      body: {
        firstName: 'Anna',
        lastName: 'Petrova',
        middleName: null,
        email: 'anna@demo.hema',
        password: 'long-enough-1',
        passwordConfirm: 'long-enough-1',
      },
    });
  });

  it('comes back to the tournament a visitor started from: Sign in → Register → registered', async () => {
    const user = userEvent.setup({ delay: null });
    const back = '/tournament/spring-cup/registration';
    api.handle = (call) =>
      call.path === '/api/auth/register'
        ? jsonResponse(201, demoUser, { authorization: 'fresh-token' })
        : new Response(null, { status: 404 });
    const { router } = renderApp(`/login?redirect=${encodeURIComponent(back)}`);
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Create an account' });
    expect(router.location.pathname).toBe('/registration');
    expect(new URLSearchParams(router.location.search).get('redirect')).toBe(back);
    // The way back to sign-in keeps it too.
    const signIn = screen.getAllByRole('link', { name: 'Sign in' }).filter((a) => !a.dataset.testid);
    expect(signIn.map((a) => a.getAttribute('href'))).toEqual([
      `/login?redirect=${encodeURIComponent(back)}`,
    ]);
    await fillValidForm(user);
    await waitFor(() => expect(router.location.pathname).toBe(back));
  });
});
