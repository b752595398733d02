import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const participantSchema = z.object({
  _id: z.string(),
  userId: z.string().nullish(),
  name: z.string(),
  username: z.string().nullish(),
  club: z.object({ _id: z.string(), title: z.string() }).nullish(),
  droppedOut: z.boolean().nullish(),
});
export type Participant = z.output<typeof participantSchema>;

const participantListSchema = z.object({ items: z.array(participantSchema), count: z.number() });

/** GET /nominations/{id}/participants?perPage=all&sort=name → the fighters of a category. */
export async function fetchNominationParticipants(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/nominations/${encodeURIComponent(id)}/participants`, {
    query: { perPage: 'all' },
    signal,
  });
  return participantListSchema.parse(data);
}

export function useNominationParticipantsQuery(id: string | undefined) {
  return useQuery({
    queryKey: ['nomination', id, 'participants'],
    queryFn: ({ signal }) => fetchNominationParticipants(id!, signal),
    enabled: !!id,
  });
}
