import { adminContract } from '@hema/shared/contracts/admin';
import { clubsContract } from '@hema/shared/contracts/catalog';
import type { ParsedResponseOf } from '@hema/shared/contracts/endpoint';
import { usersContract } from '@hema/shared/contracts/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

/** The admins' endpoints (shared/src/contracts/admin.ts): merges, analytics, controls, backups. */

export type MergeCandidate = ParsedResponseOf<typeof adminContract.mergeCandidates>['items'][number];
export type MergeUser = MergeCandidate['a'];
export type MergePreview = ParsedResponseOf<typeof adminContract.mergePreview>;
export type MergeRecord = ParsedResponseOf<typeof adminContract.merges>['items'][number];
export type UsersAnalytics = ParsedResponseOf<typeof adminContract.analytics>;
export type SystemState = ParsedResponseOf<typeof adminContract.system>;
export type Backup = ParsedResponseOf<typeof adminContract.backups>['items'][number];

/** GET /admin/users/merge-candidates. */
export function useMergeCandidatesQuery() {
  return useQuery(endpointQuery(adminContract.mergeCandidates));
}

/** GET /admin/users/merge-preview: what the chosen direction moves; none while nothing is chosen. */
export function useMergePreviewQuery(pair: { keep: string; remove: string } | null) {
  return useQuery({
    ...endpointQuery(adminContract.mergePreview, { query: pair ?? { keep: '', remove: '' } }),
    enabled: pair !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/users/merges: the merge log. */
export function useMergesQuery() {
  return useQuery(endpointQuery(adminContract.merges));
}

/** POST /admin/users/merge; reloads candidates, the log and every user list and profile. */
export function useMergeUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { keepId: string; removeId: string }) => callEndpoint(adminContract.merge, { body }),
    onSettled: () =>
      Promise.all([
        // The open preview names the merged-away account, which is gone now: it is not asked again.
        client.invalidateQueries({
          queryKey: endpointKeyPrefix(adminContract.mergePreview),
          refetchType: 'none',
        }),
        ...[adminContract.mergeCandidates, adminContract.merges, usersContract.list, usersContract.get].map(
          (e) => client.invalidateQueries({ queryKey: endpointKeyPrefix(e) }),
        ),
      ]),
  });
}

/** GET /admin/users/analytics. */
export function useUsersAnalyticsQuery() {
  return useQuery(endpointQuery(adminContract.analytics));
}

/** GET /admin/system, every 15 s while the page is open. */
export function useSystemQuery() {
  return useQuery({ ...endpointQuery(adminContract.system), refetchInterval: 15_000 });
}

/** GET /admin/backups. */
export function useBackupsQuery() {
  return useQuery(endpointQuery(adminContract.backups));
}

/** POST /admin/backups; the list and the system state (last backup) reload. */
export function useCreateBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(adminContract.createBackup),
    onSettled: () =>
      Promise.all(
        [adminContract.backups, adminContract.system].map((e) =>
          client.invalidateQueries({ queryKey: endpointKeyPrefix(e) }),
        ),
      ),
  });
}

/** GET /admin/backups/{name}, saved as the file. */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: async (name: string) => {
      const file = await downloadEndpoint(adminContract.downloadBackup, { params: { name } });
      saveFile(file.blob, name);
    },
  });
}

/** POST /clubs/{id}/merge: the duplicate's members move to `intoId`. */
export function useMergeClub(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (intoId: string) =>
      callEndpoint(adminContract.mergeClub, { params: { id }, body: { intoId } }),
    onSettled: () =>
      Promise.all(
        [clubsContract.list, clubsContract.get, usersContract.list].map((e) =>
          client.invalidateQueries({ queryKey: endpointKeyPrefix(e) }),
        ),
      ),
  });
}
