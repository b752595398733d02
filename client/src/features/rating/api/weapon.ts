import { weaponsContract } from '@hema/shared/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /weapons/{id} → the weapon with its type. */
export function useWeaponQuery(id: string) {
  return useQuery({ ...endpointQuery(weaponsContract.get, { params: { id } }), meta: { silent: true } });
}
