import { clubsContract } from '@hema/shared/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

/** GET /clubs/{id}; a missing club is shown by the page, not as an error notification. */
export function useClubQuery(id: string) {
  return useQuery({ ...endpointQuery(clubsContract.get, { params: { id } }), meta: { silent: true } });
}
