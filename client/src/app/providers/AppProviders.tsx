import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The notification container (transitions, portal) is not needed for the first paint; notifications shown before
// it arrives wait in the store and appear when it mounts.
const NotificationsHost = lazy(() => import('./NotificationsHost'));

/** True once the browser has had an idle moment after the first render (at once where it cannot tell). */
function useAfterFirstLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      setIdle(true);
      return;
    }
    // The timeout bounds the wait on a page that never goes idle (a running clock).
    const id = window.requestIdleCallback(() => startTransition(() => setIdle(true)), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return idle;
}

/**
 * The notification container, mounted once the page has loaded so its chunk and render do not compete with the
 * page's. Its own component: the state change re-renders it alone, not the providers (a new Mantine context would
 * render the whole page again, in one blocking piece).
 */
function LateNotifications() {
  const wanted = useAfterFirstLoad();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

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
      <LateNotifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
