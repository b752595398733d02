import { areasContract, type Area } from '@hema/shared/contracts/areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPageQuery, type ListPage } from '../../../lib/endpoint-client';

/** What the spectator pages show of a ring: its name, in ring order. */
export type TournamentArea = Pick<Area, '_id' | 'title' | 'index'>;

/**
 * One page of rings in ring order, larger than any venue has rings: the spectator pages name the rings of the
 * fights they show and list the rings live. The organizer's list of rings pages through them in the grid.
 */
export const RINGS_PAGE = { sort: 'index', page: '1', perPage: '100' } as const;

const ringsOf = (page: ListPage<typeof areasContract.list>): TournamentArea[] => page.items;

/** GET /tournaments/{id}/areas, the first {@link RINGS_PAGE}. */
export function useTournamentAreasQuery(tournamentId: string | undefined) {
  return useQuery({ ...tournamentAreasQuery(tournamentId ?? ''), enabled: !!tournamentId, select: ringsOf });
}

/** The rings query of the spectator pages, for the hook and for a prefetch before a page is opened. */
export const tournamentAreasQuery = (tournamentId: string) =>
  queryOptions({
    ...listPageQuery(areasContract.list, { params: { id: tournamentId }, query: RINGS_PAGE }),
    staleTime: 60_000,
  });
