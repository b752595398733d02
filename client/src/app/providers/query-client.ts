import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query's failure is handled where it is used; no notification. */
      silent?: boolean;
    };
    mutationMeta: {
      /** The form shows this mutation's errors itself (inline), and notifies only what it cannot place. */
      inlineErrors?: boolean;
    };
  }
}

/** A client error (4xx) will not change on retry; a network failure or 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Server state cache; failed queries and mutations reach the one notification path (spec §8). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.inlineErrors) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
