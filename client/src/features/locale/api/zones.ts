import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ActiveZone } from '../../../lib/active-zone';

export type Zone = ActiveZone;

// Hand-checked rather than zod: this call sits on the start-up path, which has no room for a schema library.
function toZone(value: unknown): Zone | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item._id !== 'string' || typeof item.slug !== 'string') return null;
  if (item.deleted === true) return null;
  return {
    _id: item._id,
    slug: item.slug,
    title: typeof item.title === 'string' && item.title ? item.title : item.slug,
    isInRussia: item.isInRussia === true,
  };
}

/** GET /zones?perPage=all → {items} (spec §7, §9: the zones list uses perPage=all). */
export async function fetchZones(signal?: AbortSignal): Promise<Zone[]> {
  const { data } = await apiRequest<{ items?: unknown }>('/zones', { query: { perPage: 'all' }, signal });
  const items = Array.isArray(data?.items) ? data.items : [];
  return items.map(toZone).filter((zone): zone is Zone => zone !== null);
}

export function useZonesQuery() {
  return useQuery({
    queryKey: ['zones', 'all'],
    queryFn: ({ signal }) => fetchZones(signal),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}
