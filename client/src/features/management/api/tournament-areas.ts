import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { listOf } from './list-schema';

const areaSchema = z.object({ _id: z.string(), title: z.string(), index: z.number().nullish() });

/** GET /tournaments/{id}/areas → the tournament's rings. */
export async function fetchTournamentAreas(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/tournaments/${encodeURIComponent(id)}/areas`, {
    query: { perPage: 'all' },
    signal,
  });
  return listOf(areaSchema).parse(data);
}

export function useTournamentAreasQuery(id: string) {
  return useQuery({
    queryKey: ['tournament', id, 'areas'],
    queryFn: ({ signal }) => fetchTournamentAreas(id, signal),
  });
}
