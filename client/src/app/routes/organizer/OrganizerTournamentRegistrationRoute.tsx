import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { RegistrationSettingsForm } from '../../../features/applications/components/RegistrationSettingsForm';
import { useUpdateTournament } from '../../../features/tournament-admin/api/tournament-writes';
import { useManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';

/** Registration: on/off and dates, the text, the categories open, the application form, who sees applications. */
export default function OrganizerTournamentRegistrationRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useManagedTournamentOutlet();
  const update = useUpdateTournament(tournament);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('pages:management.pages.tournamentRegistration')}</Text>
      <RegistrationSettingsForm
        key={tournament.updatedAt}
        tournament={tournament}
        pending={update.isPending}
        onSubmit={async (body) => {
          await update.mutateAsync(body);
          notifications.show({ color: 'green', message: t('pages:registrationSettings.saved') });
        }}
      />
    </Stack>
  );
}
