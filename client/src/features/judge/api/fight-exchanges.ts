import { fightsContract } from '@hema/shared/contracts/fights';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../../lib/endpoint-client';

/**
 * GET /fights/{id}/exchanges: the fight's exchange history for the console. Read again whenever the fight's version
 * moves (the live state says when it changed), so the history does not ride on every spectator's live frame.
 */
export function useFightExchangesQuery(fightId: string | null, version: number) {
  const query = useQuery({
    ...endpointQuery(fightsContract.exchanges, { params: { id: fightId ?? '' } }),
    enabled: fightId !== null,
    // The history is a help beside the keys: a failed read leaves it empty rather than raising an alarm per press.
    meta: { silent: true },
  });
  const { refetch } = query;
  const stale = query.data !== undefined && query.data.version < version;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, version, refetch]);
  return query;
}
