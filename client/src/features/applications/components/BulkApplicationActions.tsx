import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BulkApplicationAction } from '@hema/shared/applications/application-rules';
import { useTranslation } from 'react-i18next';
import { useBulkApplicationAction } from '../api/applications';

/** "Approve all" pending and "Set all present" the approved (spec §4), of one category or the whole tournament. */
export function BulkApplicationActions({
  tournamentId,
  nominationId,
}: {
  tournamentId: string;
  nominationId?: string;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  const bulk = useBulkApplicationAction(tournamentId);
  const run = (action: BulkApplicationAction) =>
    bulk.mutate(
      { action, ...(nominationId ? { nominationId } : {}) },
      {
        onSuccess: ({ changed }) =>
          notifications.show({
            color: 'green',
            message: t('pages:applicationActions.changed', { count: changed }),
          }),
      },
    );
  return (
    <Group gap="sm">
      <Button variant="default" loading={bulk.isPending} onClick={() => run('setAllPresent')}>
        {t('pages:applicationActions.setAllPresent')}
      </Button>
      <Button loading={bulk.isPending} onClick={() => run('approveAll')}>
        {t('pages:applicationActions.approveAll')}
      </Button>
    </Group>
  );
}
