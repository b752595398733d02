import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const weaponTypeSchema = z.object({ _id: z.string(), title: z.string() });
export type WeaponType = z.output<typeof weaponTypeSchema>;

/** GET /weapon-types/{id}. */
export async function fetchWeaponType(id: string, signal?: AbortSignal): Promise<WeaponType> {
  const { data } = await apiRequest(`/weapon-types/${encodeURIComponent(id)}`, { signal });
  return weaponTypeSchema.parse(data);
}

export function useWeaponTypeQuery(id: string) {
  return useQuery({
    queryKey: ['weapon-types', id],
    queryFn: ({ signal }) => fetchWeaponType(id, signal),
    meta: { silent: true },
  });
}
