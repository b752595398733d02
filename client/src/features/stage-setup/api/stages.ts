import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { stagesContract } from '@hema/shared/contracts/stages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * Writes of a category's stages. A stage's pools and fights show up in many answers (the stages page, the rings'
 * queues, the category's warnings), so every write refetches what is on screen.
 */
function useRefetchAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /nominations/{id}/stages: "Add stage". The form shows field errors itself. */
export function useCreateStage(nominationId: string) {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (body: BodyOf<typeof stagesContract.create>) =>
      callEndpoint(stagesContract.create, { params: { id: nominationId }, body }),
    onSuccess: refetch,
    meta: { inlineErrors: true },
  });
}

/** PUT /stages/{id}: the stage's label and settings; answers warnings (a changed initial HP). */
export function useUpdateStage() {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<typeof stagesContract.update> }) =>
      callEndpoint(stagesContract.update, { params: { id }, body }),
    onSuccess: refetch,
    meta: { inlineErrors: true },
  });
}

/** POST /stages/{id}/generate: builds (or builds again) the stage's pools and fights; answers the warnings. */
export function useGenerateStage() {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(stagesContract.generate, { params: { id } }),
    onSuccess: refetch,
  });
}

/** DELETE /stages/{id}: refused once its fights started. */
export function useDeleteStage() {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(stagesContract.remove, { params: { id } }),
    onSuccess: refetch,
  });
}
