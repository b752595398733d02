import { MantineProvider } from '@mantine/core';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '../../features/auth/api/session-store';
import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { demoUser } from '../../test/render-app';
import { inMemoryRouter } from '../../test/test-router';
import { RequireRole } from './RequireRole';

function renderGuarded(path: string) {
  const { element, router } = inMemoryRouter(
    path,
    <Routes>
      <Route
        path="/admin"
        element={
          <RequireRole allowed={ROUTE_ROLES.admin}>
            <p>admin area</p>
          </RequireRole>
        }
      />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
  );
  render(<MantineProvider>{element}</MantineProvider>);
  return router;
}

describe('route guard (spec §6)', () => {
  it('sends an anonymous visitor to /login with the full original path', async () => {
    const router = renderGuarded('/admin?tab=users');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.location.search).toBe(`?redirect=${encodeURIComponent('/admin?tab=users')}`);
  });

  it('sends a user whose role is not allowed to /login', async () => {
    writeItem(STORAGE_KEYS.user, JSON.stringify(demoUser));
    sessionStore.restore();
    renderGuarded('/admin');
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('opens for an allowed role', async () => {
    writeItem(STORAGE_KEYS.user, JSON.stringify({ ...demoUser, role: 'ADMIN' }));
    sessionStore.restore();
    renderGuarded('/admin');
    expect(await screen.findByText('admin area')).toBeTruthy();
  });

  it('waits for the start-up check before refusing a stored role: a role granted since opens the page', async () => {
    writeItem(STORAGE_KEYS.user, JSON.stringify(demoUser));
    sessionStore.restore({ checked: false });
    const router = renderGuarded('/admin');
    expect(screen.queryByText('login page')).toBeNull();
    expect(router.location.pathname).toBe('/admin');
    act(() => sessionStore.replaceUser({ ...demoUser, role: 'ADMIN' } as never));
    expect(await screen.findByText('admin area')).toBeTruthy();
  });
});
