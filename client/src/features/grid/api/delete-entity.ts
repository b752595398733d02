import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { listQueryKey } from './list';

/** `delete`: DELETE {resource}/{id}; `soft`: PUT {resource}/{id} with {deleted: true} (spec §7 "Delete"). */
export type DeleteMode = 'delete' | 'soft';

export async function deleteEntity(resource: string, id: string, mode: DeleteMode): Promise<void> {
  const path = `/${resource}/${encodeURIComponent(id)}`;
  if (mode === 'soft') await apiRequest(path, { method: 'PUT', body: { deleted: true } });
  else await apiRequest(path, { method: 'DELETE' });
}

/** Deletes, shows the success notice (key entityDeleted) and reloads the resource's lists. */
export function useDeleteEntity(resource: string, mode: DeleteMode) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEntity(resource, id, mode),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('grid.entityDeleted') });
      await queryClient.invalidateQueries({ queryKey: listQueryKey(resource) });
    },
  });
}
