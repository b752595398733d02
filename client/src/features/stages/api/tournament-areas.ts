import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const areaSchema = z.object({ _id: z.string(), title: z.string(), index: z.number() });
const areasSchema = z.object({ items: z.array(areaSchema) });

export type TournamentArea = z.infer<typeof areaSchema>;

/** GET /tournaments/{id}/areas with every ring on one page (perPage 0), in ring order. */
export async function fetchTournamentAreas(
  tournamentId: string,
  signal?: AbortSignal,
): Promise<TournamentArea[]> {
  const { data } = await apiRequest(`/tournaments/${encodeURIComponent(tournamentId)}/areas`, {
    signal,
    query: { perPage: 0, sort: 'index' },
  });
  return areasSchema.parse(data).items;
}

export function useTournamentAreasQuery(tournamentId: string | undefined) {
  return useQuery({
    queryKey: ['tournaments', tournamentId, 'areas'],
    queryFn: ({ signal }) => fetchTournamentAreas(tournamentId!, signal),
    enabled: !!tournamentId,
    staleTime: 60_000,
  });
}
