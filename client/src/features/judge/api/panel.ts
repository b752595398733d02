import { panelContract } from '@hema/shared/contracts/panel';
import type { Exchange } from '@hema/shared/fight/exchanges';
import type { PanelSeat } from '@hema/shared/fight/panel';
import type { FightCommand, FightCommandAnswer, FightState } from '@hema/shared/realtime/protocol';
import type { RefusalReason } from '@hema/shared/realtime/refusals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKey } from '../../../lib/query-keys';

/** A ring's judging panel from the judge's and the director's side (issue 33). */

/** GET /areas/{id}/panel: the seats and the caller's own. */
export function useRingPanelQuery(areaId: string) {
  return useQuery({
    queryKey: endpointKey(panelContract.ring, { id: areaId }),
    queryFn: ({ signal }) =>
      callEndpoint(panelContract.ring, { params: { id: areaId }, signal, onUnauthorized: 'throw' }),
    retry: false,
  });
}

/** PUT /areas/{id}/panel/seat: sit down (or move) at the panel. */
export function useTakeSeat(areaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seat: PanelSeat) =>
      callEndpoint(panelContract.takeSeat, { params: { id: areaId }, body: { seat } }),
    onSuccess: (panel) => queryClient.setQueryData(endpointKey(panelContract.ring, { id: areaId }), panel),
  });
}

/** DELETE /areas/{id}/panel/seats/{seat}: stand up. */
export function useLeaveSeat(areaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seat: PanelSeat) => callEndpoint(panelContract.leaveSeat, { params: { id: areaId, seat } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(panelContract.ring, { id: areaId }) }),
  });
}

/**
 * GET /fights/{id}/panel: every call of the fight by exchange, with the decisions. The director's console asks
 * again every second while it is open: calls that have not become points yet change no fight, so no fight state
 * announces them.
 */
export function useFightPanelQuery(fightId: string | null, refetchMs?: number) {
  return useQuery({
    queryKey: endpointKey(panelContract.fight, { id: fightId ?? '' }),
    queryFn: ({ signal }) => callEndpoint(panelContract.fight, { params: { id: fightId ?? '' }, signal }),
    enabled: !!fightId,
    refetchInterval: refetchMs,
  });
}

/** POST /fights/{id}/panel/decisions: the director confirms or overrules an exchange. */
export function usePanelDecide(fightId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { exchangeId: string; exchange: Exchange }) =>
      callEndpoint(panelContract.decide, { params: { id: fightId ?? '' }, body }),
    onSuccess: (panel) =>
      queryClient.setQueryData(endpointKey(panelContract.fight, { id: fightId ?? '' }), panel),
  });
}

/**
 * POST /panel/calls for a call waiting in the device's outbox. The outbox is the judge console's (a call travels in
 * it as an EXCHANGE command whose command id is the call's id and whose `at` is the press), so the answer is put in
 * the command's terms: stored (or stored before: a resend) is applied; a 4xx with a code is a final refusal; no
 * answer keeps the call queued. The outbox reads an applied answer's version only to rebase decisive events, which a
 * call never is, and a call changes no fight by itself: hence version 0 and no state.
 */
export async function postPanelCall(command: FightCommand): Promise<FightCommandAnswer> {
  if (command.event.type !== 'EXCHANGE') throw new Error('Only exchanges are panel calls');
  try {
    const answer = await callEndpoint(panelContract.call, {
      body: {
        callId: command.commandId,
        fightId: command.fightId,
        exchange: command.event.exchange,
        pressedAt: Math.round(command.event.at),
      },
      onUnauthorized: 'throw',
    });
    return {
      ok: true,
      commandId: command.commandId,
      version: 0,
      state: null as unknown as FightState,
      replayed: answer.replayed,
    };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.code &&
      error.status !== 401
    )
      return {
        ok: false,
        commandId: command.commandId,
        reason: error.code as RefusalReason,
        message: error.serverMessage ?? '',
      };
    throw error;
  }
}
