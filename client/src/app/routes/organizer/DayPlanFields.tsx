import { NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type InputProps = (path: string) => Record<string, unknown>;

/** Every zone the browser knows (the server checks against the same IANA database). */
function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [Intl.DateTimeFormat().resolvedOptions().timeZone];
}

/**
 * The tournament's day plan for the schedule's estimates: the venue's time zone, when fighting starts and ends each
 * day, lunch and the break between two stages on a ring. Empty fields plan nothing.
 */
export function DayPlanFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation('pages');
  const zones = useMemo(
    () => timeZones().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [],
  );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('tournamentForm.dayPlanHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('tournamentForm.timeZone')}
          data={zones}
          searchable
          clearable
          limit={50}
          nothingFoundMessage={t('tournamentForm.timeZoneNotFound')}
          {...inputProps('timeZone')}
        />
        <NumberInput
          label={t('tournamentForm.stageBreakMinutes')}
          description={t('tournamentForm.stageBreakMinutesHint')}
          min={0}
          max={120}
          allowDecimal={false}
          {...inputProps('stageBreakMinutes')}
        />
        <TimeInput label={t('tournamentForm.dayStartsAt')} {...inputProps('dayStartsAt')} />
        <TimeInput label={t('tournamentForm.dayEndsAt')} {...inputProps('dayEndsAt')} />
        <TimeInput label={t('tournamentForm.lunchFrom')} {...inputProps('lunchFrom')} />
        <TimeInput label={t('tournamentForm.lunchTo')} {...inputProps('lunchTo')} />
      </SimpleGrid>
    </Stack>
  );
}
