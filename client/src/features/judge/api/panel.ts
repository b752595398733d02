import { panelContract } from '@hema/shared/contracts/panel';
import type { Exchange } from '@hema/shared/fight/exchanges';
import type { PanelSeat } from '@hema/shared/fight/panel';
import type { FightCommand, FightCommandAnswer, FightState } from '@hema/shared/realtime/protocol';
import type { RefusalReason } from '@hema/shared/realtime/refusals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { liveConnection } from '../../../lib/live/live-connection';
import { endpointKey } from '../../../lib/query-keys';

/** A ring's judging panel from the judge's and the director's side (issue 33). */

/**
 * GET /areas/{id}/panel: the seats and the caller's own. The ring's panel room says when to read it again
 * (usePanelPush); `refetchMs` polls only while the live connection is down.
 */
export function useRingPanelQuery(areaId: string, refetchMs: number | false = false) {
  return useQuery({
    queryKey: endpointKey(panelContract.ring, { id: areaId }),
    queryFn: ({ signal }) =>
      callEndpoint(panelContract.ring, { params: { id: areaId }, signal, onUnauthorized: 'throw' }),
    retry: false,
    refetchInterval: refetchMs,
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

/** PUT /areas/{id}/panel/seats/{seat}: the organizer seats a judge of the ring (the ring judges' dialog). */
export function useAssignSeat(areaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seat, userId }: { seat: PanelSeat; userId: string }) =>
      callEndpoint(panelContract.assignSeat, { params: { id: areaId, seat }, body: { userId } }),
    onSuccess: (panel) => queryClient.setQueryData(endpointKey(panelContract.ring, { id: areaId }), panel),
  });
}

/** DELETE /areas/{id}/panel/seats/{seat}: stand up (or, for the organizer, free anyone's seat). */
export function useLeaveSeat(areaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seat: PanelSeat) => callEndpoint(panelContract.leaveSeat, { params: { id: areaId, seat } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(panelContract.ring, { id: areaId }) }),
  });
}

/**
 * GET /fights/{id}/panel: every call of the fight by exchange, with the decisions. Calls that have not become points
 * yet change no fight, so no fight state announces them: the ring's panel room does (usePanelPush), and `refetchMs`
 * polls only while the live connection is down.
 */
export function useFightPanelQuery(fightId: string | null, refetchMs: number | false = false) {
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
 * Sends a call waiting in the device's outbox on the live socket (`panel:call`, the socket twin of POST
 * /panel/calls). The outbox is the judge console's (a call travels in it as an EXCHANGE command whose command id is
 * the call's id and whose `at` is the press), so the answer is put in the command's terms: stored (or stored before:
 * a resend) is applied; a refusal is final unless its reason says to send again; no answer (offline, a timeout)
 * keeps the call queued. The outbox reads an applied answer's version only to rebase decisive events, which a call
 * never is, and a call changes no fight by itself: hence version 0 and no state.
 */
export async function sendPanelCall(command: FightCommand): Promise<FightCommandAnswer> {
  if (command.event.type !== 'EXCHANGE') throw new Error('Only exchanges are panel calls');
  const answer = await liveConnection.sendPanelCall({
    callId: command.commandId,
    fightId: command.fightId,
    exchange: command.event.exchange,
    pressedAt: Math.round(command.event.at),
  });
  return answer.ok
    ? {
        ok: true,
        commandId: command.commandId,
        version: 0,
        state: null as unknown as FightState,
        replayed: answer.replayed,
      }
    : {
        ok: false,
        commandId: command.commandId,
        reason: answer.reason as RefusalReason,
        message: answer.message,
      };
}
