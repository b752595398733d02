import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateTournament } from '../../../features/tournament-admin/api/tournament-writes';

/** Spec §1: administrators approve tournaments ("Approve"), and may take an approval back; each is confirmed. */
export function TournamentApproval({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(['translation', 'pages']);
  // Not a form: a refusal goes to the notification.
  const update = useUpdateTournament(tournament, false);
  // What the open dialog asks for, fixed when it opens (the answer flips `approved` before the dialog closes).
  const [asked, setAsked] = useState<boolean | null>(null);
  const labelOf = (approve: boolean) =>
    approve ? t('pages:management.approve') : t('pages:tournamentApproval.withdraw');
  const approve = !tournament.approved;
  return (
    <>
      <Button
        color={approve ? 'green' : 'gray'}
        variant={approve ? 'filled' : 'light'}
        onClick={() => setAsked(approve)}
      >
        {labelOf(approve)}
      </Button>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked !== null && labelOf(asked)}
        centered
        size="sm"
      >
        <Text>
          {asked !== null &&
            t(
              asked ? 'pages:tournamentApproval.confirmApprove' : 'pages:tournamentApproval.confirmWithdraw',
              {
                title: tournament.title,
              },
            )}
        </Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setAsked(null)}>
            {t('pages:tournamentForm.cancel')}
          </Button>
          <Button
            color={asked ? 'green' : 'red'}
            loading={update.isPending}
            data-autofocus
            onClick={() =>
              asked !== null &&
              update.mutate(
                { approved: asked },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      message: t(
                        asked ? 'pages:tournamentApproval.approved' : 'pages:tournamentApproval.withdrawn',
                      ),
                    }),
                  onSettled: () => setAsked(null),
                },
              )
            }
          >
            {asked !== null && labelOf(asked)}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
