import { scheduleContract } from '@hema/shared/contracts/schedule';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { endpointQuery } from '../../../lib/endpoint-client';
import type { FightTimes } from '../ring-lineup';

/** Estimates drift with the clock even when nothing happens on the rings: read them again this often. */
const REFRESH_MS = 60_000;

/**
 * GET /tournaments/{id}/schedule: the live schedule's estimate of each fight's start, by fight. Read again whenever
 * `changed` changes — the hall passes the rings' fights and statuses, so a fight that starts or ends (which moves
 * every estimate after it on its ring) brings new times at once — and every minute besides.
 */
export function useTournamentScheduleTimes(
  tournamentId: string | undefined,
  changed: string,
): (fightId: string) => FightTimes | undefined {
  const client = useQueryClient();
  const options = endpointQuery(scheduleContract.tournament, { params: { id: tournamentId ?? '' } });
  const query = useQuery({
    ...options,
    enabled: !!tournamentId,
    refetchInterval: REFRESH_MS,
    meta: { silent: true },
  });
  useEffect(() => {
    if (tournamentId) void client.invalidateQueries({ queryKey: options.queryKey, exact: true });
    // Only a change of the rings' fights reads again; the key follows the tournament.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed, tournamentId, client]);
  const byFight = useMemo(() => {
    const map = new Map<string, FightTimes>();
    for (const ring of query.data?.rings ?? [])
      for (const fight of ring.fights)
        map.set(fight.fightId, { estimatedStart: fight.estimatedStart, startedAt: fight.startedAt });
    return map;
  }, [query.data]);
  return (fightId) => byFight.get(fightId);
}
