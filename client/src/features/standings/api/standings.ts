import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { advancementContract, standingsContract } from '@hema/shared/contracts/standings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/**
 * Results ranked by the server's standings reader. None of these polls: the pages refetch them when the live
 * connection pushes a fight result of their category or tournament (see `useResultChanges`).
 */

export type StandingsTable = ParsedResponseOf<typeof standingsContract.pool>;
export type StandingRow = StandingsTable['rows'][number];
export type Statistics = ParsedResponseOf<typeof standingsContract.statistics>;
export type Summary = ParsedResponseOf<typeof standingsContract.summary>;
export type AdvancementPreview = ParsedResponseOf<typeof advancementContract.preview>;

/** GET /pools/{id}/standings: the pool table. */
export function usePoolStandingsQuery(poolId: string) {
  return useQuery({
    ...endpointQuery(standingsContract.pool, { params: { id: poolId } }),
    enabled: !!poolId,
  });
}

/** GET /stages/{id}/standings: one table per pool of a pool stage (every pool card of the stage shares it). */
export function useStageStandingsQuery(stageId: string) {
  return useQuery({
    ...endpointQuery(standingsContract.stage, { params: { id: stageId } }),
    enabled: !!stageId,
  });
}

/** GET /nominations/{id}/standings: the category's Standings tab. */
export function useNominationStandingsQuery(nominationId: string) {
  return useQuery(endpointQuery(standingsContract.nomination, { params: { id: nominationId } }));
}

/** GET /nominations/{id}/statistics. */
export function useStatisticsQuery(nominationId: string) {
  return useQuery(endpointQuery(standingsContract.statistics, { params: { id: nominationId } }));
}

/** GET /tournaments/{id}/summary: medallists and final places of every category. */
export function useSummaryQuery(tournamentId: string) {
  return useQuery(endpointQuery(standingsContract.summary, { params: { id: tournamentId } }));
}

/** Every standings answer in the cache: what a pushed fight result makes stale. */
export function useRefetchStandings() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        standingsContract.pool,
        standingsContract.stage,
        standingsContract.nomination,
        standingsContract.statistics,
        standingsContract.summary,
        advancementContract.preview,
      ].map((e) => client.invalidateQueries({ queryKey: endpointKeyPrefix(e) })),
    );
}

/** GET /stages/{id}/advancement: who goes through and why (organizer). */
export function useAdvancementPreviewQuery(stageId: string | null) {
  return useQuery({
    ...endpointQuery(advancementContract.preview, { params: { id: stageId ?? '' } }),
    enabled: !!stageId,
  });
}

/** POST /stages/{id}/advance: builds the next stage from the qualifiers; every page on screen refetches. */
export function useAdvance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stageId: string) => callEndpoint(advancementContract.advance, { params: { id: stageId } }),
    onSuccess: () => client.invalidateQueries(),
  });
}
