import { Stack, Text } from '@mantine/core';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useTranslation } from 'react-i18next';
import { DetailsTable } from '../../../features/management/components/DetailsTable';
import { useManagedTournamentOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** Settings: the published description, payment details, links and stream. */
export default function OrganizerTournamentSettingsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useManagedTournamentOutlet();
  const link = (value: Tournament['link']) => (value.url ? `${value.label || value.url} (${value.url})` : '');
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('pages:management.pages.tournamentSettings')}</Text>
      <DetailsTable
        rows={[
          [t('pages:management.columns.title'), tournament.title],
          [t('pages:management.columns.slug'), tournament.idString],
          [t('pages:management.columns.description'), tournament.description],
          [t('pages:management.columns.payment'), tournament.descriptionPayment],
          [t('pages:management.columns.link'), link(tournament.link)],
          [t('pages:management.columns.rules'), link(tournament.linkRules)],
          [t('pages:management.columns.stream'), tournament.stream],
        ]}
      />
    </Stack>
  );
}
