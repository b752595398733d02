import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const areaFightsSchema = z.object({
  area: z.object({ _id: z.string(), title: z.string(), tournamentId: z.string() }),
  tournament: z.object({ _id: z.string(), title: z.string(), idString: z.string() }),
  fights: z.array(z.object({ _id: z.string(), nominationId: z.string() })),
});

export type AreaFights = z.infer<typeof areaFightsSchema>;

/** GET /areas/{id}/fights: the ring, its tournament and its fights (the console takes titles from here). */
export async function fetchAreaFights(areaId: string, signal?: AbortSignal): Promise<AreaFights> {
  const { data } = await apiRequest(`/areas/${encodeURIComponent(areaId)}/fights`, { signal });
  return areaFightsSchema.parse(data);
}

export function useAreaFightsQuery(areaId: string) {
  return useQuery({
    queryKey: ['areas', areaId, 'fights'],
    queryFn: ({ signal }) => fetchAreaFights(areaId, signal),
    staleTime: 60_000,
  });
}
