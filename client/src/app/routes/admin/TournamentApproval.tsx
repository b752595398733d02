import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateTournament } from '../../../features/management/api/tournament-writes';

/** Spec §1: administrators approve tournaments ("Approve"), and may take an approval back; each is confirmed. */
export function TournamentApproval({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(['translation', 'pages']);
  // Not a form: a refusal goes to the notification.
  const update = useUpdateTournament(tournament, false);
  const [asking, setAsking] = useState(false);
  const approve = !tournament.approved;
  const label = approve ? t('pages:management.approve') : t('pages:tournamentApproval.withdraw');
  return (
    <>
      <Button
        color={approve ? 'green' : 'gray'}
        variant={approve ? 'filled' : 'light'}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={label} centered size="sm">
        <Text>
          {t(
            approve ? 'pages:tournamentApproval.confirmApprove' : 'pages:tournamentApproval.confirmWithdraw',
            {
              title: tournament.title,
            },
          )}
        </Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('pages:tournamentForm.cancel')}
          </Button>
          <Button
            color={approve ? 'green' : 'red'}
            loading={update.isPending}
            data-autofocus
            onClick={() =>
              update.mutate(
                { approved: approve },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      message: t(
                        approve ? 'pages:tournamentApproval.approved' : 'pages:tournamentApproval.withdrawn',
                      ),
                    }),
                  onSettled: () => setAsking(false),
                },
              )
            }
          >
            {label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
