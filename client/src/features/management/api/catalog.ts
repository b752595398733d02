import {
  clubsContract,
  weaponsContract,
  weaponTypesContract,
  zonesContract,
} from '@hema/shared/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** The catalog resources (clubs, zones, weapons, weapon types): one contract each, the same five endpoints. */
export const CATALOG = {
  clubs: clubsContract,
  zones: zonesContract,
  weapons: weaponsContract,
  'weapon-types': weaponTypesContract,
} as const;

export type CatalogResource = keyof typeof CATALOG;

/** GET /{resource}/{id}: one catalog record; a missing one is shown by the page. */
export function useCatalogItemQuery<R extends CatalogResource>(resource: R, id: string) {
  const contract = CATALOG[resource] as (typeof CATALOG)[CatalogResource];
  return useQuery({ ...endpointQuery(contract.get, { params: { id } }), meta: { silent: true } });
}
