import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsTable } from '../../../features/management/components/DetailsTable';
import { formatDate } from '../../../features/management/components/format';
import { useManagedTournamentOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** Registration: whether applications are taken, when, with which form fields. */
export default function OrganizerTournamentRegistrationRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const { tournament } = useManagedTournamentOutlet();
  const language = i18n.resolvedLanguage;
  const fields = tournament.registrationFields.map((field) => field.label);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('pages:management.pages.tournamentRegistration')}</Text>
      <DetailsTable
        rows={[
          [
            t('pages:management.columns.registration'),
            tournament.registrationEnabled ? t('pages:management.yes') : t('pages:management.no'),
          ],
          [t('pages:management.columns.opens'), formatDate(tournament.registrationDateStart, language)],
          [t('pages:management.columns.closes'), formatDate(tournament.registrationDateEnd, language)],
          [t('pages:management.columns.registrationText'), tournament.registrationText],
          [t('pages:management.columns.formFields'), fields.join(', ')],
          [
            t('pages:management.columns.showPayments'),
            tournament.applicationsShowPayments ? t('pages:management.yes') : t('pages:management.no'),
          ],
          [
            t('pages:management.columns.showWaitingList'),
            tournament.applicationsShowWaitingList ? t('pages:management.yes') : t('pages:management.no'),
          ],
        ]}
      />
    </Stack>
  );
}
