import { render, type RenderResult } from '@testing-library/react';
import { AppProviders } from '../app/providers/AppProviders';
import { createQueryClient } from '../app/providers/query-client';
import { routes } from '../app/routes';
import { AppRoutes } from '../app/routes/AppRoutes';
import { inMemoryRouter, type TestRouter } from './test-router';

/** The whole app (providers, shell, lazy routes) at `path`, in memory. */
export function renderApp(path: string): RenderResult & { router: TestRouter } {
  const { element, router } = inMemoryRouter(path, <AppRoutes routes={routes} />);
  const view = render(<AppProviders queryClient={createQueryClient()}>{element}</AppProviders>);
  return { router, ...view };
}

/** A fetch answer as the API sends it. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const demoUser = {
  _id: 'u-1',
  name: 'Anna Petrova',
  firstName: 'Anna',
  lastName: 'Petrova',
  middleName: null,
  username: 'anna',
  email: 'anna@demo.hema',
  role: 'USER',
  license: { from: null, till: null },
  country: 'FI',
  city: 'Helsinki',
  club: { _id: 'c-1', title: 'Helsinki Longsword' },
  zones: [],
  tester: false,
  favouriteWeapons: [],
  isOrganizer: false,
  isOrganizerTrial: false,
  isActiveOrganizer: false,
  isAdmin: false,
  isTester: false,
};
