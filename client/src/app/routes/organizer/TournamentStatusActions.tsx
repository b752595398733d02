import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TournamentAction } from '@hema/shared/competition/tournament-status';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagementWrites } from '../../../features/licence/management-writes';
import { useTournamentStatusAction } from '../../../features/management/api/tournament-writes';

/** The last steps read as the end of the tournament; the others move it forward. */
const FINAL: readonly TournamentAction[] = ['finish'];

/**
 * Spec §4 status actions as buttons: only those the current status allows (the server's `actions`), each confirmed
 * with what it does; a refusal (e.g. no category yet) comes back as the server's message in a notification.
 */
export function TournamentStatusActions({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(['translation', 'pages']);
  const change = useTournamentStatusAction(tournament);
  const [asked, setAsked] = useState<TournamentAction | null>(null);
  const { locked, canRun } = useManagementWrites();
  // With a lapsed licence the author still finishes a started tournament (server: assertCanRunStartedTournament).
  const allowed = (action: TournamentAction | null) => !locked || (action === 'finish' && canRun);

  if (tournament.actions.length === 0) return <Text c="dimmed">{t('pages:tournamentStatus.none')}</Text>;

  const confirm = () => {
    if (!asked) return;
    change.mutate(asked, {
      onSuccess: (changed) =>
        notifications.show({
          color: 'green',
          message: t('pages:tournamentStatus.done', { status: t(`tournaments.status.${changed.status}`) }),
        }),
      onSettled: () => setAsked(null),
    });
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {tournament.actions.map((action) => (
          <Button
            key={action}
            variant={FINAL.includes(action) ? 'outline' : 'filled'}
            disabled={!allowed(action)}
            onClick={() => setAsked(action)}
          >
            {t(`pages:management.actions.${action}`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? t(`pages:management.actions.${asked}`) : ''}
        centered
        size="md"
      >
        <Stack gap="sm">
          <Text>{asked && t('pages:tournamentStatus.confirm', { title: tournament.title })}</Text>
          <Text size="sm" c="dimmed">
            {asked && t(`pages:tournamentStatus.explain.${asked}`)}
          </Text>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={false} onClick={() => setAsked(null)}>
              {t('pages:tournamentForm.cancel')}
            </Button>
            <Button loading={change.isPending} disabled={!allowed(asked)} onClick={confirm} data-autofocus>
              {asked && t(`pages:management.actions.${asked}`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
