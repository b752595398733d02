import { buildFilter } from '@hema/shared/query/list-query';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { listOf, nullishText } from './list-schema';

export const managedTournamentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  idString: z.string(),
  status: z.string(),
  dateStart: nullishText,
  dateEnd: nullishText,
  city: nullishText,
  country: nullishText,
  approved: z.boolean().nullish(),
  isTest: z.boolean().nullish(),
  author: z.object({ _id: z.string(), name: z.string().nullish() }).nullish(),
});
export type ManagedTournament = z.output<typeof managedTournamentSchema>;

/**
 * GET /tournaments?filter=mine[custom]:1 → the tournaments the caller manages in every status (an admin: all).
 */
export async function fetchMyTournaments(signal?: AbortSignal) {
  const { data } = await apiRequest('/tournaments', {
    query: {
      filter: buildFilter([{ field: 'mine', custom: true, values: ['1'] }]),
      perPage: 'all',
      sort: '-dateStart',
    },
    signal,
  });
  return listOf(managedTournamentSchema).parse(data);
}

export function useMyTournamentsQuery() {
  return useQuery({ queryKey: ['tournaments', 'mine'], queryFn: ({ signal }) => fetchMyTournaments(signal) });
}
