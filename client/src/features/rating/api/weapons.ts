import { weaponsContract, type weaponSchema } from '@hema/shared/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listPageQuery } from '../../../lib/endpoint-client';

export type Weapon = z.output<typeof weaponSchema>;

/**
 * GET /weapons?perPage=all&sort=title: the rating page is a menu of every weapon by type, not a list to page
 * through; the catalog of weapons is small and kept by admins. Removed weapons are left out.
 */
export function useWeaponsQuery() {
  return useQuery({
    ...listPageQuery(weaponsContract.list, { query: { perPage: 'all', sort: 'title' } }),
    select: (page) => page.items.filter((weapon) => !weapon.deleted),
    staleTime: 5 * 60_000,
  });
}
