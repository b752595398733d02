import { stagesContract } from '@hema/shared/contracts/stages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * POST /stages/{id}/next-round: "Next round" of a swiss stage; answers the stage and the pairing's warnings. A
 * refusal (round not finished, every round built) is shown translated by its code. The new fights show on the
 * stages page, the rings' queues and the consoles, so everything on screen is fetched again.
 */
export function useNextRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(stagesContract.nextRound, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
