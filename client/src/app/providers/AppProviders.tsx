import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own to start from an empty cache. */
  queryClient?: QueryClient;
}

/** Component kit, notifications (spec §9: 3000 ms, speed 300, width 300) and the server-state cache. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={3000} transitionDuration={300} containerWidth={300} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
