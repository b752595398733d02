import { clubsContract } from '@hema/shared/contracts/catalog';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { participantsContract } from '@hema/shared/contracts/participants';
import { usersContract } from '@hema/shared/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/** Every cached page of the category's fighters (and of users and clubs, which an entry on the spot may add). */
function useRefreshFighters() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKeyPrefix(participantsContract.list) }),
      client.invalidateQueries({ queryKey: endpointKeyPrefix(usersContract.list) }),
      client.invalidateQueries({ queryKey: endpointKeyPrefix(clubsContract.list) }),
    ]);
}

/** POST /nominations/{id}/participants: an existing user, or a fighter created on the spot. */
export function useAddFighter(nominationId: string) {
  const refresh = useRefreshFighters();
  return useMutation({
    mutationFn: (body: BodyOf<typeof participantsContract.create>) =>
      callEndpoint(participantsContract.create, { params: { id: nominationId }, body }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}

/** PUT /participants/{id}: the seed or dropped out. */
export function useUpdateFighter() {
  const refresh = useRefreshFighters();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<typeof participantsContract.update> }) =>
      callEndpoint(participantsContract.update, { params: { id }, body }),
    onSettled: refresh,
  });
}

/** PUT /nominations/{id}/participants/seeds: seeds 1..n in the order given. */
export function useReorderFighters(nominationId: string) {
  const refresh = useRefreshFighters();
  return useMutation({
    mutationFn: (participantIds: string[]) =>
      callEndpoint(participantsContract.reorder, { params: { id: nominationId }, body: { participantIds } }),
    onSettled: refresh,
  });
}
