import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { followingContract } from '@hema/shared/contracts/following';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '../../auth/api/session-store';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';
import { notifyError } from '../../../lib/notify-error';

/**
 * The signed-in user's follows and groups (`/my/following`). Every page that shows a Follow button reads the one
 * `following.mine` answer, so a toggle anywhere updates them all.
 */

const c = followingContract;
export type MyFollowing = ParsedResponseOf<typeof c.mine>;
export type FollowGroup = ParsedResponseOf<typeof c.group>;
export type FollowedFighter = MyFollowing['fighters'][number];

/** GET /my/following; idle for a visitor. */
export function useMyFollowingQuery() {
  const user = useSessionUser();
  return useQuery({ ...endpointQuery(c.mine), enabled: !!user });
}

/** GET /my/following/groups/{id}. */
export function useFollowGroupQuery(id: string) {
  return useQuery({ ...endpointQuery(c.group, { params: { id } }), enabled: !!id, meta: { silent: true } });
}

/** Every cached answer of the following endpoints: what a change makes stale. */
function useRefetchFollowing() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [c.mine, c.group, c.groupSchedule].map((e) =>
        client.invalidateQueries({ queryKey: endpointKeyPrefix(e) }),
      ),
    );
}

/** Follow or unfollow a fighter or a club. */
export function useToggleFollow(kind: 'fighter' | 'club') {
  const refetch = useRefetchFollowing();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean }) => {
      const e =
        kind === 'fighter'
          ? follow
            ? c.followFighter
            : c.unfollowFighter
          : follow
            ? c.followClub
            : c.unfollowClub;
      return callEndpoint(e, { params: { id } });
    },
    onError: notifyError,
    onSettled: refetch,
  });
}

export function useCreateGroup() {
  const refetch = useRefetchFollowing();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(c.createGroup, { body: { name } }),
    onSettled: refetch,
  });
}

export function useRenameGroup(id: string) {
  const refetch = useRefetchFollowing();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(c.renameGroup, { params: { id }, body: { name } }),
    onSettled: refetch,
  });
}

export function useRemoveGroup(id: string) {
  const refetch = useRefetchFollowing();
  return useMutation({
    mutationFn: () => callEndpoint(c.removeGroup, { params: { id } }),
    onError: notifyError,
    onSettled: refetch,
  });
}

export function useGroupMember(id: string) {
  const refetch = useRefetchFollowing();
  return useMutation({
    mutationFn: ({ fighterId, add }: { fighterId: string; add: boolean }) =>
      callEndpoint(add ? c.addMember : c.removeMember, { params: { id, fighterId } }),
    onError: notifyError,
    onSettled: refetch,
  });
}
