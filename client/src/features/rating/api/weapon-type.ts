import { weaponTypesContract } from '@hema/shared/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /weapon-types/{id}. */
export function useWeaponTypeQuery(id: string) {
  return useQuery({ ...endpointQuery(weaponTypesContract.get, { params: { id } }), meta: { silent: true } });
}
