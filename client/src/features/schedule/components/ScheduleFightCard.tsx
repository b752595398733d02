import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFightTitles } from '../../../lib/fight-titles';
import type { FightersSchedule } from '../api/schedule';
import { PLACE_COLOURS, useScheduleTexts } from '../../../lib/schedule-texts';

export type ListedFight = FightersSchedule['fights'][number];

interface ScheduleFightCardProps {
  fight: ListedFight;
  /** Whose list this is: the card names the opponent from their side. Omitted: both sides are named. */
  fighterIds?: readonly string[];
  /** The tournament's address for its link (idString or id); the tournament's id when omitted. */
  tournamentKey?: string;
}

/**
 * A fight of a person's (or a club's, a group's) schedule as a phone card: the ring in large type, the time ("about
 * 14:20", "not before 14:05"), the place in the ring's queue, whom against, the category and tournament, the call,
 * and a conflict marker when another ring wants the same fighter within CONFLICT_MINUTES.
 */
export function ScheduleFightCard({ fight, fighterIds, tournamentKey }: ScheduleFightCardProps) {
  const { t } = useTranslation();
  const texts = useScheduleTexts();
  const titles = useFightTitles();
  const mineFirst = !!fighterIds && !!fight.fighter1 && fighterIds.includes(fight.fighter1._id);
  const mineSecond = !!fighterIds && !!fight.fighter2 && fighterIds.includes(fight.fighter2._id);
  const own = mineFirst || mineSecond;
  const opponent = mineFirst ? fight.fighter2 : fight.fighter1;
  const notBefore = texts.notBefore(fight);
  const called = texts.called(fight);
  const conflict = fight.conflictsWith.length > 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid="schedule-card"
      data-conflict={conflict || undefined}
      style={conflict ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={800} fz="lg" lh={1.2}>
            {fight.ring.title}
          </Text>
          <Group gap={4} justify="flex-end">
            {called && (
              <Badge color="grape" variant="filled" data-testid="schedule-called">
                {called}
              </Badge>
            )}
            <Badge color={PLACE_COLOURS[fight.place]} variant={fight.place === 'now' ? 'filled' : 'light'}>
              {texts.place(fight)}
            </Badge>
          </Group>
        </Group>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="schedule-time">
            {texts.when(fight)}
          </Text>
          {notBefore && (
            <Text size="sm" c="dimmed">
              {notBefore}
            </Text>
          )}
        </Group>
        <Text>
          {own ? (
            <>
              {t('schedule.against')}{' '}
              <Text span fw={700}>
                {opponent?.name || t('live.tbd')}
              </Text>
              {opponent?.club && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  ({opponent.club.title})
                </Text>
              )}
            </>
          ) : (
            <Text span fw={700}>
              {fight.fighter1?.name || t('live.tbd')} {t('live.versus')}{' '}
              {fight.fighter2?.name || t('live.tbd')}
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {fight.nomination.title} · {titles.fight({ stage: fight.stage, group: fight.group })}
        </Text>
        <Anchor
          component={Link}
          to={`/tournament/${encodeURIComponent(tournamentKey ?? fight.tournament._id)}/schedule`}
          size="xs"
        >
          {fight.tournament.title}
        </Anchor>
        {conflict && (
          <Text size="sm" c="red.8" fw={600} data-testid="schedule-conflict">
            ⚠ {t('schedule.conflict')}: {texts.conflictText}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
