import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The notification container (transitions, portal) is not needed for the first paint; notifications shown before
// it arrives wait in the store and appear when it mounts.
const NotificationsHost = lazy(() => import('./NotificationsHost'));

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own to start from an empty cache. */
  queryClient?: QueryClient;
}

/** Component kit, notifications (spec §9: 3000 ms, speed 300, width 300) and the server-state cache. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
