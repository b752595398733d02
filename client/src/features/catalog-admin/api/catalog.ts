import {
  clubsContract,
  weaponsContract,
  weaponTypesContract,
  zonesContract,
} from '@hema/shared/contracts/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

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

/** POST /{resource}, or PUT /{resource}/{id} when `id` is given (also `{deleted}` to remove or restore softly). */
export function useSaveCatalogItem(resource: CatalogResource, id?: string) {
  const client = useQueryClient();
  const contract = CATALOG[resource] as (typeof CATALOG)[CatalogResource];
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id
        ? callEndpoint(contract.update, { params: { id }, body: body as never })
        : callEndpoint(contract.create, { body: body as never }),
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all(
        [contract.list, contract.get].map((e) =>
          client.invalidateQueries({ queryKey: endpointKeyPrefix(e) }),
        ),
      ),
  });
}
