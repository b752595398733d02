import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BulkApplicationAction } from '@hema/shared/applications/application-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify-error';
import { useBulkApplicationAction, useBulkApplicationCount } from '../api/applications';

/**
 * "Approve all" pending and "Set all present" the approved (spec §4), of one category or the whole tournament. A bulk
 * action touches many people at once: it asks first, naming how many (the server counts them with a dry run).
 */
export function BulkApplicationActions({
  tournamentId,
  nominationId,
}: {
  tournamentId: string;
  nominationId?: string;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  const bulk = useBulkApplicationAction(tournamentId);
  const count = useBulkApplicationCount(tournamentId);
  const [asked, setAsked] = useState<{ action: BulkApplicationAction; count: number } | null>(null);
  const scope = nominationId ? { nominationId } : {};

  const ask = (action: BulkApplicationAction) =>
    count.mutate(
      { action, ...scope, dryRun: true },
      {
        onSuccess: ({ changed }) => {
          if (changed === 0)
            notifications.show({ color: 'blue', message: t(`pages:applicationActions.none.${action}`) });
          else setAsked({ action, count: changed });
        },
        onError: notifyError,
      },
    );
  const run = () => {
    if (!asked) return;
    bulk.mutate(
      { action: asked.action, ...scope },
      {
        onSuccess: ({ changed }) =>
          notifications.show({
            color: 'green',
            message: t('pages:applicationActions.changed', { count: changed }),
          }),
        onSettled: () => setAsked(null),
      },
    );
  };
  const busy = (action: BulkApplicationAction) => count.isPending && count.variables?.action === action;

  return (
    <>
      <Group gap="sm">
        <Button variant="default" loading={busy('setAllPresent')} onClick={() => ask('setAllPresent')}>
          {t('pages:applicationActions.setAllPresent')}
        </Button>
        <Button loading={busy('approveAll')} onClick={() => ask('approveAll')}>
          {t('pages:applicationActions.approveAll')}
        </Button>
      </Group>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? t(`pages:applicationActions.${asked.action}`) : ''}
        centered
        size="sm"
      >
        <Text>{asked && t(`pages:applicationActions.confirm.${asked.action}`, { count: asked.count })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setAsked(null)}>
            {t('pages:tournamentForm.cancel')}
          </Button>
          <Button loading={bulk.isPending} onClick={run} data-autofocus>
            {asked && t(`pages:applicationActions.confirmButton.${asked.action}`, { count: asked.count })}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
