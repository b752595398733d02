import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const healthSchema = z.object({
  status: z.string(),
  database: z.object({ state: z.string(), kind: z.string().nullish() }).nullish(),
  redis: z.object({ state: z.string() }).nullish(),
});

/** GET /health → database and Redis state. */
export async function fetchHealth(signal?: AbortSignal) {
  const { data } = await apiRequest('/health', { signal });
  return healthSchema.parse(data);
}

export function useHealthQuery() {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: 15_000,
  });
}
