import { tournamentsContract, type Tournament } from '@hema/shared/contracts/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, ContractError } from '../../../lib/endpoint-client';
import { endpointKey } from '../../../lib/query-keys';

export type { Tournament };
export type TournamentNomination = Tournament['nominations'][number];

/** Spec §8 "Invalid tournament": the answer has no _id (or is otherwise not a tournament). */
export class InvalidTournamentError extends Error {
  override readonly name = 'InvalidTournamentError';
  constructor() {
    super('Invalid tournament');
  }
}

/** GET /tournaments/{key} → the tournament with its categories (spec §7); `key` is the idString or the id. */
async function fetchTournament(key: string, signal?: AbortSignal): Promise<Tournament> {
  try {
    return await callEndpoint(tournamentsContract.get, { params: { key }, signal });
  } catch (error) {
    throw error instanceof ContractError ? new InvalidTournamentError() : error;
  }
}

/**
 * Spec §4 tournament loading: by idString (public pages) or id (organizer pages); the same key already loaded makes
 * no call (the cache answers). Errors are shown by the page (not found, invalid), so the query is silent.
 */
export function useTournamentQuery(key: string | undefined) {
  return useQuery({ ...tournamentQuery(key ?? ''), enabled: !!key });
}

/** The tournament page's query, for the hook and for a prefetch before the page is opened. */
export const tournamentQuery = (key: string) =>
  queryOptions({
    queryKey: endpointKey(tournamentsContract.get, { key }),
    queryFn: ({ signal }) => fetchTournament(key, signal),
    staleTime: 60_000,
    meta: { silent: true },
  });
