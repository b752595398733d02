import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { usersContract } from '@hema/shared/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /users/{id}/analytics: the weapon cluster and the rating history the graph tab draws. */
export type UserAnalytics = ParsedResponseOf<typeof usersContract.analytics>;

export function useUserAnalyticsQuery(id: string) {
  return useQuery({ ...endpointQuery(usersContract.analytics, { params: { key: id } }), enabled: !!id });
}
