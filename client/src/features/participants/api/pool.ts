import { poolsContract } from '@hema/shared/contracts/stages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

/**
 * GET /pools/{id} → the pool with its fighters and fights in bout order (spec §7): one pool sheet, never paged. A
 * missing pool is shown by the page.
 */
export function usePoolQuery(id: string) {
  return useQuery({ ...endpointQuery(poolsContract.get, { params: { id } }), meta: { silent: true } });
}

/** PUT /pools/{id} {fighters}: the pool's fighters in sheet order (at most 7); its bouts are built again. */
export function useSetPoolFighters(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fighters: string[]) =>
      callEndpoint(poolsContract.setFighters, { params: { id }, body: { fighters } }),
    // The pool's sheet, the stages page, the rings' queues and the tables all show these bouts.
    onSuccess: () => client.invalidateQueries(),
  });
}
