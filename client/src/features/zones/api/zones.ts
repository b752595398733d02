import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** A zone (spec §3): slug W is the default world zone. */
export const zoneSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.nullish(z.string()),
  isInRussia: z._default(z.boolean(), false),
});

export type Zone = z.output<typeof zoneSchema>;

/** Spec §9: the zones list uses perPage=all. */
export async function fetchZones(signal?: AbortSignal): Promise<Zone[]> {
  const { data } = await apiRequest('/zones', { query: { perPage: 'all' }, signal });
  return z.object({ items: z.array(zoneSchema) }).parse(data).items;
}

export const zonesQueryKey = ['zones', 'all'] as const;

/** Every zone; rarely changes, so it is kept for the whole visit. */
export function useZones() {
  return useQuery({
    queryKey: zonesQueryKey,
    queryFn: ({ signal }) => fetchZones(signal),
    staleTime: Infinity,
  });
}
