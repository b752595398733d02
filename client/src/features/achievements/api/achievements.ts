import { achievementsContract } from '@hema/shared/contracts/achievements';
import { resultsJobContract, type ResultsJobStatus } from '@hema/shared/contracts/ratings';
import type { BodyOf, ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';

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

/**
 * Whether the awards of a definition saved at `savedAt` are still to be given: the results job runs or waits, or its
 * last run finished before the save (the save's request may not have reached the job's row yet).
 */
export function awardsPending(job: ResultsJobStatus | undefined, savedAt: string): boolean {
  if (!job) return true;
  if (job.running || job.waiting) return true;
  return !job.lastFinishedAt || job.lastFinishedAt < savedAt;
}

/**
 * GET /admin/results-job for the admin page of one achievement: asked again every second while its awards are
 * pending (a background job, not live data: nothing pushes it), and every achievements answer is refreshed once the
 * awards are given.
 */
export function useAwardingQuery(savedAt: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    ...endpointQuery(resultsJobContract.status),
    enabled: !!savedAt,
    refetchInterval: (q) => (savedAt && awardsPending(q.state.data, savedAt) ? 1000 : false),
  });
  const pending = !!savedAt && awardsPending(query.data, savedAt);
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) {
      for (const e of [achievementsContract.get, achievementsContract.holders, achievementsContract.list])
        void client.invalidateQueries({ queryKey: endpointKeyPrefix(e) });
    }
    wasPending.current = pending;
  }, [client, pending]);
  return { pending, job: query.data };
}
