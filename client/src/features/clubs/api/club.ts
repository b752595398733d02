import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clubSchema, type Club } from './club-list';

/** GET /clubs/{id}. */
export async function fetchClub(id: string, signal?: AbortSignal): Promise<Club> {
  const { data } = await apiRequest(`/clubs/${encodeURIComponent(id)}`, { signal });
  return clubSchema.parse(data);
}

/** One club; a missing club is shown by the page, not as an error notification. */
export function useClubQuery(id: string) {
  return useQuery({
    queryKey: ['clubs', id],
    queryFn: ({ signal }) => fetchClub(id, signal),
    meta: { silent: true },
  });
}
