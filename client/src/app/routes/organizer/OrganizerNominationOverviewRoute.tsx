import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrintButton } from '../../../features/documents/components/PrintButton';
import { DetailsTable } from '../../../components/management/DetailsTable';
import { useManagedNominationOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';

/** Overview of a category: weapon, format and limits. */
export default function OrganizerNominationOverviewRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useManagedNominationOutlet();
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed">{t('pages:management.pages.nominationOverview')}</Text>
        <PrintButton
          kind="nomination"
          id={nomination._id}
          label={t('pages:documents.printResults', { title: nomination.title })}
        >
          {t('pages:documents.printResultsShort')}
        </PrintButton>
      </Group>
      <DetailsTable
        rows={[
          [t('pages:management.columns.weapon'), nomination.weapon?.title],
          [t('pages:management.columns.weaponType'), nomination.weapon?.type?.title],
          [t('pages:management.columns.fighterLimit'), nomination.fighterLimit],
          [t('pages:management.columns.ratingMode'), t(`competition.ratingModes.${nomination.ratingMode}`)],
          [
            t('pages:management.columns.team'),
            nomination.isTeam ? t('pages:management.yes') : t('pages:management.no'),
          ],
        ]}
      />
    </Stack>
  );
}
