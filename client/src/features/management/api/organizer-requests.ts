import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { listOf, nullishText } from './list-schema';

const requestSchema = z.object({
  _id: z.string(),
  status: z.string(),
  message: nullishText,
  createdAt: z.string(),
  decidedAt: nullishText,
  user: z.object({ _id: z.string(), name: z.string(), username: nullishText, email: nullishText }).nullish(),
});
export type OrganizerRequest = z.output<typeof requestSchema>;

const queryKey = ['organizer-requests'] as const;

/** GET /organizer-requests (admins) → requests for organizer access, newest first. */
export async function fetchOrganizerRequests(signal?: AbortSignal) {
  const { data } = await apiRequest('/organizer-requests', {
    query: { perPage: 'all', sort: '-createdAt' },
    signal,
  });
  return listOf(requestSchema).parse(data);
}

export function useOrganizerRequestsQuery() {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchOrganizerRequests(signal) });
}

/** POST /organizer-requests/{id}/approve or /refuse: approval grants a one-week trial license (spec §1). */
export async function decideOrganizerRequest({ id, approve }: { id: string; approve: boolean }) {
  await apiRequest(`/organizer-requests/${encodeURIComponent(id)}/${approve ? 'approve' : 'refuse'}`, {
    method: 'POST',
  });
}

export function useDecideOrganizerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideOrganizerRequest,
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
