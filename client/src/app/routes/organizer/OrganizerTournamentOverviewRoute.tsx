import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HemaRatingsExport } from '../../../features/documents/components/HemaRatingsExport';
import { DetailsTable } from '../../../components/management/DetailsTable';
import { formatDate } from '../../../lib/format-date';
import { useManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { TournamentStatusActions } from './TournamentStatusActions';

/** Overview: where and when, the state, and what can be done next. */
export default function OrganizerTournamentOverviewRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const { tournament } = useManagedTournamentOutlet();
  const language = i18n.resolvedLanguage;
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('pages:management.pages.tournamentOverview')}</Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('pages:tournamentStatus.title')}
          </Title>
          <TournamentStatusActions tournament={tournament} />
        </Stack>
      </Paper>
      {/* Spec §4: the HEMA Ratings report only after the tournament is finished (the server answers 409 before). */}
      {tournament.status === 'FINISHED' && <HemaRatingsExport tournamentId={tournament._id} />}
      <DetailsTable
        rows={[
          [t('pages:management.columns.status'), t(`tournaments.status.${tournament.status}`)],
          [t('pages:management.columns.starts'), formatDate(tournament.dateStart, language)],
          [t('pages:management.columns.ends'), formatDate(tournament.dateEnd, language)],
          [
            t('pages:management.columns.place'),
            [tournament.address, tournament.city, tournament.country].filter(Boolean).join(', '),
          ],
          [t('pages:management.columns.categories'), tournament.nominations.length],
          [
            t('pages:management.columns.approved'),
            tournament.approved ? t('pages:management.yes') : t('pages:management.no'),
          ],
          [
            t('pages:management.columns.purpose'),
            tournament.isTest ? t('pages:management.test') : t('pages:management.real'),
          ],
        ]}
      />
    </Stack>
  );
}
