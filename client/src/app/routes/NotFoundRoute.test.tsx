import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

describe('not-found page', () => {
  it('sends any unknown path to /404 (spec §2) and titles it from the route', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oh, hell. 404' })).toBeTruthy();
    expect(router.location.pathname).toBe('/404');
    await waitFor(() => expect(document.title).toBe('Page not found — HEMA Live'));
  });

  it('titles the sign-in page "Sign in — HEMA Live"', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in — HEMA Live'));
  });
});
