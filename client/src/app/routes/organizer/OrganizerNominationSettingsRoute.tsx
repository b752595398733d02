import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsTable } from '../../../features/management/components/DetailsTable';
import { useManagedNominationOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** A number setting as text; anything else (unset, or not a number in old data) shows as a dash. */
const show = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '—';

const COUNTERS = ['doubles', 'appeals', 'yellowCards', 'redCards'] as const;

/** The fight rules of a category (timer, score value, caps, counters, hit points). */
export default function OrganizerNominationSettingsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination } = useManagedNominationOutlet();
  const rules = nomination.rules ?? {};
  const durationMs = typeof rules.durationMs === 'number' ? rules.durationMs : null;
  const counters = typeof rules.counters === 'object' && rules.counters !== null ? rules.counters : {};
  const kept = COUNTERS.filter((counter) => (counters as Record<string, unknown>)[counter] !== false);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('pages:management.pages.nominationSettings')}</Text>
      <DetailsTable
        rows={[
          [
            t('pages:management.columns.timer'),
            rules.timerDirection === 'up'
              ? t('pages:timer.countUp')
              : rules.timerDirection
                ? t('pages:timer.countDown')
                : '',
          ],
          [
            t('pages:timer.fightTime'),
            durationMs === null ? '' : `${durationMs / 1000} ${t('pages:timer.secondsShort')}`,
          ],
          [t('pages:management.columns.addedValue'), show(rules.addedValue)],
          [t('pages:management.columns.scoreCap'), show(rules.scoreCap)],
          [t('pages:management.columns.doublesLimit'), show(rules.doublesLimit)],
          [t('pages:management.columns.hitPoints'), show(rules.hitPoints)],
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
