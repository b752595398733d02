import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { weaponSchema, type Weapon } from './weapons';

/** GET /weapons/{id} → the weapon with its type. */
export async function fetchWeapon(id: string, signal?: AbortSignal): Promise<Weapon> {
  const { data } = await apiRequest(`/weapons/${encodeURIComponent(id)}`, { signal });
  return weaponSchema.parse(data);
}

export function useWeaponQuery(id: string) {
  return useQuery({
    queryKey: ['weapons', id],
    queryFn: ({ signal }) => fetchWeapon(id, signal),
    meta: { silent: true },
  });
}
