import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const weaponSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.object({ _id: z.string(), title: z.string() }).nullish(),
  deleted: z.boolean().nullish(),
});
export type Weapon = z.output<typeof weaponSchema>;

const weaponListSchema = z.object({ items: z.array(weaponSchema), count: z.number() });

/** GET /weapons?perPage=all → every weapon with its type (removed ones left out). */
export async function fetchWeapons(signal?: AbortSignal): Promise<Weapon[]> {
  const { data } = await apiRequest('/weapons', {
    query: { perPage: 'all', sort: 'title' },
    signal,
  });
  return weaponListSchema.parse(data).items.filter((weapon) => !weapon.deleted);
}

export function useWeaponsQuery() {
  return useQuery({
    queryKey: ['weapons', 'all'],
    queryFn: ({ signal }) => fetchWeapons(signal),
    staleTime: 5 * 60_000,
  });
}
