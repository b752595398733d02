import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFightTitles } from '../../../lib/fight-titles';
import type { ScheduledFight } from '../api/schedule';
import { PLACE_COLOURS, useScheduleTexts } from '../../../lib/schedule-texts';

interface ScheduledFightLineProps {
  fight: ScheduledFight;
  /** Show the category (a ring of several categories); off where the list is of one category. */
  showCategory?: boolean;
}

/** A fighter's name and club, or "to be decided" for a slot not filled yet. */
function Side({ fighter, align }: { fighter: ScheduledFight['fighter1']; align: 'left' | 'right' }) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 0, flex: 1, textAlign: align }}>
      <Text fw={700} size="sm" lineClamp={2} lh={1.25}>
        {fighter?.name || t('live.tbd')}
      </Text>
      {fighter?.club && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {fighter.club.title}
        </Text>
      )}
    </div>
  );
}

/**
 * One fight of a ring's queue in one compact block: its place (now, on deck, in the hole, n fights before), its time
 * ("about 14:20", "not before 14:05"), the two sides with clubs, the category and group, and the ring's call. The
 * tournament's Schedule tab lists these per ring; club, group and hall pages reuse it.
 */
export function ScheduledFightLine({ fight, showCategory = true }: ScheduledFightLineProps) {
  const { t } = useTranslation();
  const texts = useScheduleTexts();
  const titles = useFightTitles();
  const notBefore = texts.notBefore(fight);
  const called = texts.called(fight);
  return (
    <Stack gap={6} py="xs" data-testid="scheduled-fight" data-place={fight.place}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6}>
          <Badge color={PLACE_COLOURS[fight.place]} variant={fight.place === 'now' ? 'filled' : 'light'}>
            {texts.place(fight)}
          </Badge>
          {called && (
            <Badge color="grape" variant="light" data-testid="scheduled-called">
              {called}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text
            size="sm"
            fw={700}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="scheduled-time"
          >
            {texts.when(fight)}
          </Text>
          {notBefore && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {notBefore}
            </Text>
          )}
        </Group>
      </Group>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Side fighter={fight.fighter1} align="left" />
        <Text size="xs" c="dimmed" pt={2}>
          {t('live.versus')}
        </Text>
        <Side fighter={fight.fighter2} align="right" />
      </Group>
      <Text size="xs" c="dimmed">
        {[
          showCategory ? fight.nomination.title : null,
          titles.fight({ stage: fight.stage, group: fight.group }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}
