import { Alert, Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import type { RingSchedule, TournamentSchedule } from '../api/schedule';
import { filterOptions, filterRings, type ScheduleFilterValues } from '../schedule-filters';
import { ScheduledFightLine } from './ScheduledFightLine';
import { useScheduleTexts } from '../../../lib/schedule-texts';

interface TournamentScheduleViewProps {
  schedule: TournamentSchedule;
  filters: ScheduleFilterValues;
  onFilters: (filters: ScheduleFilterValues) => void;
}

/** One ring: its name, the minutes a fight takes there, the organizer's stale alert, and its waiting fights. */
function RingQueue({ ring, at, showCategory }: { ring: RingSchedule; at: string; showCategory: boolean }) {
  const { t } = useTranslation();
  const texts = useScheduleTexts();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="schedule-ring">
      <Group justify="space-between" mb={4} wrap="nowrap" align="baseline">
        <Title order={2} fz="lg">
          {ring.ring.title}
        </Title>
        {ring.minutesPerFight !== null && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('schedule.minutesPerFight', { minutes: Math.round(ring.minutesPerFight) })}
          </Text>
        )}
      </Group>
      {ring.stale && (
        <Alert color="orange" variant="light" p="xs" my="xs" data-testid="schedule-stale">
          {texts.stale(ring.stale, at)}
        </Alert>
      )}
      {ring.fights.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('schedule.emptyRing')}
        </Text>
      ) : (
        ring.fights.map((fight, i) => (
          <Fragment key={fight.fightId}>
            {i > 0 && <Divider />}
            <ScheduledFightLine fight={fight} showCategory={showCategory} />
          </Fragment>
        ))
      )}
    </Paper>
  );
}

/**
 * A tournament's live schedule: the filters (category, club, fighter) and every ring's queue with its places and
 * estimated times, side by side on a wide screen and one under another on a phone.
 */
export function TournamentScheduleView({ schedule, filters, onFilters }: TournamentScheduleViewProps) {
  const { t } = useTranslation();
  const texts = useScheduleTexts();
  const options = useMemo(() => filterOptions(schedule), [schedule]);
  const rings = useMemo(() => filterRings(schedule, filters), [schedule, filters]);
  const filtered = !!(filters.nomination || filters.club || filters.fighter);
  const select = (name: keyof ScheduleFilterValues) => (value: string | null) =>
    onFilters({ ...filters, [name]: value });
  if (schedule.rings.length === 0)
    return <EmptyPanel icon="swords" title={t('schedule.noRings')} description={t('schedule.noRingsText')} />;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('schedule.filters.category')}
          placeholder={t('schedule.filters.all')}
          data={options.nominations}
          value={filters.nomination}
          onChange={select('nomination')}
          clearable
          w={{ base: '100%', xs: 220 }}
          data-testid="schedule-filter-category"
        />
        <Select
          label={t('schedule.filters.club')}
          placeholder={t('schedule.filters.all')}
          data={options.clubs}
          value={filters.club}
          onChange={select('club')}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('schedule.filters.fighter')}
          placeholder={t('schedule.filters.all')}
          data={options.fighters}
          value={filters.fighter}
          onChange={select('fighter')}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
          data-testid="schedule-filter-fighter"
        />
        {filtered && (
          <Button variant="subtle" onClick={() => onFilters({ nomination: null, club: null, fighter: null })}>
            {t('schedule.filters.clear')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('schedule.updated', { time: texts.clock(schedule.at) })}
      </Text>
      {rings.length === 0 ? (
        <Text c="dimmed">{t('schedule.emptyFiltered')}</Text>
      ) : (
        // As many columns as rings, up to three: two rings share the width rather than leave a third empty.
        <SimpleGrid
          cols={{ base: 1, sm: Math.min(2, rings.length), lg: Math.min(3, rings.length) }}
          spacing="md"
        >
          {rings.map((ring) => (
            <RingQueue key={ring.ring._id} ring={ring} at={schedule.at} showCategory={!filters.nomination} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
