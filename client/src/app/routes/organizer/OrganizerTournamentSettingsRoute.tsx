import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeleteConfirmModal } from '../../../components/grid/components/DeleteConfirmModal';
import {
  useDeleteTournament,
  useUpdateTournament,
} from '../../../features/tournament-admin/api/tournament-writes';
import { useManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { TournamentCoverSection } from './TournamentCoverSection';
import { TournamentForm } from './TournamentForm';
import { tournamentFormValues } from './tournament-form-values';

/** Settings: the same form as "Create tournament", and deleting the tournament (refused while it has categories). */
export default function OrganizerTournamentSettingsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useManagedTournamentOutlet();
  const update = useUpdateTournament(tournament);
  const navigate = useNavigate();
  const remove = useDeleteTournament(tournament, () => {
    notifications.show({ color: 'green', message: t('grid.entityDeleted') });
    void navigate('/organizer/tournaments');
  });
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="xl">
      <Text c="dimmed">{t('pages:management.pages.tournamentSettings')}</Text>
      <TournamentForm
        // A saved change (or another tab's) refills the form from the answer.
        key={tournament.updatedAt}
        initialValues={tournamentFormValues(tournament)}
        tournamentId={tournament._id}
        submitLabel={t('pages:tournamentForm.save')}
        pending={update.isPending}
        onSubmit={async (body) => {
          await update.mutateAsync(body);
          notifications.show({ color: 'green', message: t('pages:tournamentForm.saved') });
        }}
      />
      <TournamentCoverSection tournament={tournament} />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="md">
          <Stack gap={4} style={{ flex: '1 1 260px' }}>
            <Title order={2} fz="md">
              {t('pages:tournamentForm.deleteTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('pages:tournamentForm.deleteText')}
            </Text>
          </Stack>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t('pages:tournamentForm.delete')}
          </Button>
        </Group>
      </Paper>
      <DeleteConfirmModal
        label={tournament.title}
        opened={confirming}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Stack>
  );
}
