import { areasContract } from '@hema/shared/contracts/areas';
import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { stagesContract } from '@hema/shared/contracts/stages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

/**
 * Writes of a tournament's rings and their fight queues. A ring's fights also show on the stages, pools and the
 * ring's consoles, so every write refetches what is on screen.
 */
function useRefetchAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ type: 'active' });
}

/** POST /tournaments/{id}/areas: "Add ring". */
export function useCreateArea(tournamentId: string) {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (body: BodyOf<typeof areasContract.create>) =>
      callEndpoint(areasContract.create, { params: { id: tournamentId }, body }),
    onSuccess: refetch,
    meta: { inlineErrors: true },
  });
}

/** PUT /areas/{id}: renames a ring. */
export function useRenameArea() {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      callEndpoint(areasContract.update, { params: { id }, body: { title } }),
    onSuccess: refetch,
    meta: { inlineErrors: true },
  });
}

/** GET /areas/{id}/fights: the ring's queue in order, with each fight's category, stage and pool. */
export function useAreaFightsQuery(id: string) {
  return useQuery(endpointQuery(areasContract.fights, { params: { id } }));
}

/** PUT /areas/{id}/fights: the ring's whole queue in its new order (fights of other rings move here). */
export function useAssignFights(id: string) {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (fightIds: string[]) =>
      callEndpoint(areasContract.assignFights, { params: { id }, body: { fightIds } }),
    onSuccess: refetch,
  });
}

/** GET /nominations/{id}/stages: a category's stages with their pools and fights, to pick fights for a ring. */
export function useCategoryStagesQuery(nominationId: string | null) {
  return useQuery({
    ...endpointQuery(stagesContract.list, { params: { id: nominationId ?? '' } }),
    enabled: !!nominationId,
  });
}
