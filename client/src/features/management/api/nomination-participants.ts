import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { listOf, nullishText, refSchema } from './list-schema';

const participantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: nullishText,
  club: refSchema.nullish(),
  seed: z.number().nullish(),
  droppedOut: z.boolean().nullish(),
});

/** GET /nominations/{id}/participants → the category's fighters (the requests the organizer accepted). */
export async function fetchParticipants(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/nominations/${encodeURIComponent(id)}/participants`, {
    query: { perPage: 'all' },
    signal,
  });
  return listOf(participantSchema).parse(data);
}

export function useParticipantsQuery(id: string) {
  return useQuery({
    queryKey: ['nomination', id, 'participants'],
    queryFn: ({ signal }) => fetchParticipants(id, signal),
  });
}
