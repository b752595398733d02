import { nominationsContract } from '@hema/shared/contracts/nominations';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { stagesContract } from '@hema/shared/contracts/stages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

/**
 * Writes of a tournament's categories. A category shows up in many answers (the tournament with its categories, the
 * category list, its pages), so every write refetches what is on screen.
 */
function useRefetchAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /tournaments/{id}/nominations: "Add category". The form shows field errors itself. */
export function useCreateNomination(tournamentId: string) {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (body: BodyOf<typeof nominationsContract.create>) =>
      callEndpoint(nominationsContract.create, { params: { id: tournamentId }, body }),
    onSuccess: refetch,
    meta: { inlineErrors: true },
  });
}

/** PUT /nominations/{id}: the category's settings and fight rules; answers the organizer's warnings. */
export function useUpdateNomination(id: string) {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (body: BodyOf<typeof nominationsContract.update>) =>
      callEndpoint(nominationsContract.update, { params: { id }, body }),
    onSuccess: refetch,
    meta: { inlineErrors: true },
  });
}

/** PUT /tournaments/{id}/nominations/order: every category of the tournament in its new order. */
export function useReorderNominations(tournamentId: string) {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (nominationIds: string[]) =>
      callEndpoint(nominationsContract.reorder, { params: { id: tournamentId }, body: { nominationIds } }),
    onSuccess: refetch,
  });
}

/**
 * The organizer's warnings about a category's stages (spec §8: "No stage marked as To the Finals", …), read from the
 * category's stages page (the same cached answer the stages tab shows).
 */
export function useNominationWarnings(nominationId: string) {
  return useQuery({
    ...endpointQuery(stagesContract.list, { params: { id: nominationId } }),
    select: (page) => page.warnings,
  });
}
