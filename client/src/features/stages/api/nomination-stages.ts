import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { stagesContract } from '@hema/shared/contracts/stages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-client';

type StagesPage = ParsedResponseOf<typeof stagesContract.list>;

export type Stage = StagesPage['items'][number];
export type StagePool = Stage['pools'][number];
export type StageFight = StagePool['fights'][number];

const stagesOf = (page: StagesPage) => page.items;

/**
 * GET /nominations/{id}/stages: every stage of the category with its pools (or bracket columns, or rounds) and
 * fights — one document (a bracket, a pool sheet), never paged. The query answers the stages.
 */
export function useNominationStagesQuery(nominationId: string | undefined) {
  return useQuery({
    ...nominationStagesQuery(nominationId ?? ''),
    enabled: !!nominationId,
    select: stagesOf,
  });
}

/** The category page's stages query, for the hook and for a prefetch before the page is opened. */
export const nominationStagesQuery = (nominationId: string) =>
  queryOptions({
    ...endpointQuery(stagesContract.list, { params: { id: nominationId } }),
    staleTime: 30_000,
  });
