import { feedContract, type ApiKey, type CreateApiKey } from '@hema/shared/contracts/feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

export type { ApiKey };

/** GET /tournaments/{id}/api-keys: the grid's list endpoint. */
export const apiKeysListEndpoint = feedContract.listKeys;

function useRefetchKeys(tournamentId: string) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({ queryKey: endpointKeyPrefix(feedContract.listKeys, { id: tournamentId }) });
}

/** POST /tournaments/{id}/api-keys: the answer holds the key itself, shown this once. */
export function useCreateApiKey(tournamentId: string) {
  const refetch = useRefetchKeys(tournamentId);
  return useMutation({
    mutationFn: (body: CreateApiKey) =>
      callEndpoint(feedContract.createKey, { params: { id: tournamentId }, body }),
    onSuccess: refetch,
  });
}

/** POST /api-keys/{id}/revoke. */
export function useRevokeApiKey(tournamentId: string) {
  const refetch = useRefetchKeys(tournamentId);
  return useMutation({
    mutationFn: (id: string) => callEndpoint(feedContract.revokeKey, { params: { id } }),
    onSuccess: refetch,
  });
}
