import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { healthContract } from '@hema/shared/contracts/health';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint, parseAnswer } from '../../../lib/endpoint-client';
import { endpointKey } from '../../../lib/query-keys';

export type Health = ParsedResponseOf<typeof healthContract.get>;

/** GET /health → database, Redis and live fan-out; a degraded system answers 503 with the same report. */
export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  try {
    return await callEndpoint(healthContract.get, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 503 && error.body)
      return parseAnswer(healthContract.get, error.body);
    throw error;
  }
}

export function useHealthQuery() {
  return useQuery({
    queryKey: endpointKey(healthContract.get),
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: 15_000,
  });
}
