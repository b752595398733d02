import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { predictionsContract } from '@hema/shared/contracts/predictions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

/**
 * Fight predictions. Nothing here polls: pages refetch when the live connection pushes a fight result of their
 * tournament (`useResultChanges`), and a fight that starts locks on screen from its live state at once.
 */

export type TournamentPredictions = ParsedResponseOf<typeof predictionsContract.tournament>;
export type MyPrediction = TournamentPredictions['mine'][number];
export type OpenFights = ParsedResponseOf<typeof predictionsContract.open>;
export type UserPredictions = ParsedResponseOf<typeof predictionsContract.user>;
export type BestPredictor = ParsedResponseOf<typeof predictionsContract.best>['items'][number];

/** GET /tournaments/{id}/predictions: the leaderboard, the votes and the caller's predictions (every widget shares it). */
export function useTournamentPredictionsQuery(tournamentId: string) {
  return useQuery({
    ...endpointQuery(predictionsContract.tournament, { params: { id: tournamentId } }),
    enabled: !!tournamentId,
  });
}

/** GET /predictions/open: fights of online tournaments open for predictions. */
export function useOpenFightsQuery() {
  return useQuery(endpointQuery(predictionsContract.open));
}

/** GET /users/{id}/predictions. */
export function useUserPredictionsQuery(userKey: string) {
  return useQuery({
    ...endpointQuery(predictionsContract.user, { params: { id: userKey } }),
    enabled: !!userKey,
  });
}

/** GET /predictions/best?zone=: the best predictors (10 or more resolved predictions). */
export function useBestPredictorsQuery(zone: string | undefined) {
  return useQuery(endpointQuery(predictionsContract.best, { query: zone ? { zone } : {} }));
}

/** Every predictions answer in the cache: what a pushed result or one's own prediction makes stale. */
export function useRefetchPredictions() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      Object.values(predictionsContract)
        .filter((e) => e.method === 'GET')
        .map((e) => client.invalidateQueries({ queryKey: endpointKeyPrefix(e) })),
    );
}

/** PUT /fights/{id}/prediction: names the winner (or changes the pick) while the fight has not started. */
export function usePredict() {
  const refetch = useRefetchPredictions();
  return useMutation({
    mutationFn: ({ fightId, winner }: { fightId: string; winner: 1 | 2 }) =>
      callEndpoint(predictionsContract.put, { params: { id: fightId }, body: { winner } }),
    onSettled: refetch,
  });
}
