import { poolsContract } from '@hema/shared/contracts/stages';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/**
 * GET /pools/{id} → the pool with its fighters and fights in bout order (spec §7): one pool sheet, never paged. A
 * missing pool is shown by the page.
 */
export function usePoolQuery(id: string) {
  return useQuery({ ...endpointQuery(poolsContract.get, { params: { id } }), meta: { silent: true } });
}
