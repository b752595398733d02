import { achievementsContract } from '@hema/shared/contracts/achievements';
import type { BodyOf, ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';

/** Achievements: the public pages' holders, a user's awards, and the admins' definitions. */

export type AchievementWithAwards = ParsedResponseOf<typeof achievementsContract.holders>['items'][number];
export type Achievement = ParsedResponseOf<typeof achievementsContract.get>;
export type UserAchievement = ParsedResponseOf<typeof achievementsContract.user>['items'][number];
export type AchievementFields = BodyOf<typeof achievementsContract.create>;

/** GET /achievements?kind=&zone=: the achievements of one kind with who holds each. */
export function useAchievementHoldersQuery(kind: 'seasonal' | 'permanent', zone: string | undefined) {
  return useQuery(endpointQuery(achievementsContract.holders, { query: zone ? { kind, zone } : { kind } }));
}

/** GET /users/{id}/achievements?zone=. */
export function useUserAchievementsQuery(userKey: string, zone: string | undefined) {
  return useQuery({
    ...endpointQuery(achievementsContract.user, { params: { id: userKey }, query: zone ? { zone } : {} }),
    enabled: !!userKey,
  });
}

/** GET /admin/achievements/{id}. */
export function useAchievementQuery(id: string) {
  return useQuery({ ...endpointQuery(achievementsContract.get, { params: { id } }), enabled: !!id });
}

/** POST /admin/achievements or PUT /admin/achievements/{id}; every achievements answer is stale afterwards. */
export function useSaveAchievement(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AchievementFields) =>
      id
        ? callEndpoint(achievementsContract.update, { params: { id }, body })
        : callEndpoint(achievementsContract.create, { body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** DELETE /admin/achievements/{id}. */
export function useRemoveAchievement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(achievementsContract.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries(),
  });
}
