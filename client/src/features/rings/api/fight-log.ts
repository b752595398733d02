import { fightsContract } from '@hema/shared/contracts/fights';
import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

export type FightLogEntry = ParsedResponseOf<typeof fightsContract.events>['items'][number];

/** GET /fights/{id}/events: the fight's whole event log, oldest first (the page fetches it again as the fight moves). */
export function useFightLogQuery(fightId: string) {
  return useQuery({
    ...endpointQuery(fightsContract.events, { params: { id: fightId } }),
    enabled: !!fightId,
  });
}

/** GET /fights/{id}/state: the fight's state, the starting point until the live room answers. */
export function useFightStateQuery(fightId: string) {
  return useQuery({
    ...endpointQuery(fightsContract.state, { params: { id: fightId } }),
    enabled: !!fightId,
  });
}
