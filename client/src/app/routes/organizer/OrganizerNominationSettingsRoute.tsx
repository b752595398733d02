import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsTable } from '../../../features/management/components/DetailsTable';
import { useManagedNominationOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

const COUNTERS = ['doubles', 'appeals', 'yellowCards', 'redCards'] as const;

/** The fight rules of a category (timer, score value, caps, counters, hit points); unset limits show a dash. */
export default function OrganizerNominationSettingsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { rules } = useManagedNominationOutlet().nomination;
  const kept = COUNTERS.filter((counter) => rules.counters[counter]);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('pages:management.pages.nominationSettings')}</Text>
      <DetailsTable
        rows={[
          [
            t('pages:management.columns.timer'),
            rules.timerDirection === 'up' ? t('pages:timer.countUp') : t('pages:timer.countDown'),
          ],
          [t('pages:timer.fightTime'), `${rules.durationMs / 1000} ${t('pages:timer.secondsShort')}`],
          [t('pages:management.columns.addedValue'), rules.addedValue],
          [t('pages:management.columns.scoreCap'), rules.scoreCap],
          [t('pages:management.columns.doublesLimit'), rules.doublesLimit],
          [t('pages:management.columns.hitPoints'), rules.hitPoints],
          [
            t('pages:management.columns.counters'),
            kept.length > 0
              ? kept.map((counter) => t(`competition.counters.${counter}`)).join(', ')
              : t('competition.noCounters'),
          ],
        ]}
      />
    </Stack>
  );
}
