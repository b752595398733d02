import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/providers/AppProviders';
import { createQueryClient } from '../app/providers/query-client';
import { inMemoryRouter, type TestRouter } from './test-router';

/**
 * One component inside the app's providers and a memory router at `path`, without the shell: for component
 * tests of features. By default every path renders it, so a test can navigate and the component stays mounted.
 */
export function renderComponent(
  component: ReactNode,
  { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {},
): RenderResult & { router: TestRouter } {
  const { element, router } = inMemoryRouter(
    path,
    <Routes>
      <Route path={routePath} element={component} />
    </Routes>,
  );
  const view = render(<AppProviders queryClient={createQueryClient()}>{element}</AppProviders>);
  return { router, ...view };
}
