import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers/AppProviders';
import { createQueryClient } from '../app/providers/query-client';

/**
 * One component inside the app's providers and a memory router at `path`, without the shell: for component
 * tests of features. By default every path renders it, so a test can navigate and the component stays mounted.
 */
export function renderComponent(
  element: ReactNode,
  { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
