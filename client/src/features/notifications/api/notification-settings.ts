import type { BodyOf } from '@hema/shared/contracts/endpoint';
import { notificationsContract } from '@hema/shared/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery } from '../../../lib/endpoint-client';
import { endpointKey } from '../../../lib/query-keys';

const c = notificationsContract;

/** GET /my/notifications: the caller's channels per kind, for followed fighters, and their push devices. */
export function useNotificationSettings() {
  return useQuery(endpointQuery(c.settings));
}

/** PUT /my/notifications → the settings as stored, which replace the cached ones. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof c.updateSettings>) => callEndpoint(c.updateSettings, { body }),
    onSuccess: (settings) => client.setQueryData(endpointKey(c.settings), settings),
  });
}
