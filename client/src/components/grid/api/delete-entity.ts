import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@hema/shared/contracts/endpoint';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';
import type { AnyListEndpoint } from './list';

/**
 * How a grid removes a row (spec §7 "Delete"): the resource's DELETE endpoint, or its update endpoint with
 * `{deleted: true}` for a soft delete. Both take the row's id as the `id` path parameter.
 */
export type DeleteAction = { kind: 'delete'; endpoint: Endpoint } | { kind: 'soft'; endpoint: Endpoint };

export async function deleteEntity(action: DeleteAction, id: string): Promise<void> {
  const params = { id } as never;
  if (action.kind === 'soft')
    await callEndpoint(action.endpoint, { params, body: { deleted: true } as never });
  else await callEndpoint(action.endpoint, { params });
}

/**
 * Deletes, shows the success notice (key entityDeleted) and reloads what is on screen: the list's pages and anything
 * else that showed the row (a tournament answers its categories too).
 */
export function useDeleteEntity(list: AnyListEndpoint, action: DeleteAction | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      if (!action) throw new Error(`${list.id}: no delete endpoint`);
      return deleteEntity(action, id);
    },
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('grid.entityDeleted') });
      await queryClient.invalidateQueries({ queryKey: endpointKeyPrefix(list) });
      await queryClient.invalidateQueries({ type: 'active' });
    },
  });
}
