import { areasContract } from '@hema/shared/contracts/areas';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /areas/{id}/fights: the ring, its tournament and its fights (the console takes titles and links from here). */
export function useAreaFightsQuery(areaId: string) {
  return useQuery({ ...endpointQuery(areasContract.fights, { params: { id: areaId } }), staleTime: 60_000 });
}
