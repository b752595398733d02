import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { FightState, LiveFighter } from '@hema/shared/realtime/protocol';
import { useTranslation } from 'react-i18next';
import type { ScheduledFight } from '../../schedule/api/schedule';
import { useScheduleTexts } from '../../../lib/schedule-texts';
import { ringLineup } from '../ring-lineup';

type Place = 'now' | 'onDeck' | 'inTheHole';

/** Type sizes: rings of a 2-column board (up to four) have room for bigger names than those of a 3-column one. */
const NAME = {
  large: { now: 'clamp(1.5rem, 2.5vw, 3.2rem)', next: 'clamp(1.3rem, 2.2vw, 2.8rem)' },
  normal: { now: 'clamp(1.3rem, 2.05vw, 2.6rem)', next: 'clamp(1.1rem, 1.7vw, 2.2rem)' },
};

function Fighter({ fighter, big, large }: { fighter: LiveFighter | null; big: boolean; large: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
      {/* A long name takes a second line rather than losing its end: it is what the fighter looks for. */}
      <Text
        fw={800}
        fz={NAME[large ? 'large' : 'normal'][big ? 'now' : 'next']}
        lh={1.15}
        c="white"
        lineClamp={2}
        style={{ overflowWrap: 'anywhere' }}
      >
        {fighter?.name ?? t('judge.noFighter')}
      </Text>
      <Text
        fz={large ? 'clamp(1rem, 1.4vw, 1.8rem)' : 'clamp(0.85rem, 1.1vw, 1.4rem)'}
        lh={1.2}
        c="gray.4"
        truncate
      >
        {fighter?.club ?? '\u00a0'}
      </Text>
    </Stack>
  );
}

function FightRow({
  place,
  fight,
  times,
  large,
}: {
  place: Place;
  fight: FightState;
  /** The fight in the live schedule (absent until the schedule has it). */
  times?: ScheduledFight;
  large: boolean;
}) {
  const { t } = useTranslation();
  const texts = useScheduleTexts();
  const running = place === 'now' && fight.view.status !== 'scheduled';
  const when = running ? t('hall.running') : times?.estimatedStart ? texts.when(times) : '';
  return (
    <Box
      px="md"
      py={6}
      style={{
        borderRadius: 10,
        background: place === 'now' ? 'var(--mantine-color-dark-5)' : 'transparent',
        borderTop: place === 'now' ? undefined : '1px solid var(--mantine-color-dark-4)',
      }}
      data-testid={`hall-${place}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text
          fw={800}
          tt="uppercase"
          fz="clamp(0.8rem, 1vw, 1.3rem)"
          c={place === 'now' ? 'yellow.4' : 'gray.3'}
          style={{ letterSpacing: '0.06em', flexShrink: 0 }}
        >
          {t(`schedule.place.${place}`)}
        </Text>
        <Text fz="clamp(0.8rem, 1vw, 1.3rem)" c="gray.3" truncate>
          {fight.nominationTitle}
        </Text>
        <Text
          fw={700}
          fz="clamp(0.9rem, 1.15vw, 1.5rem)"
          c={running ? 'green.4' : 'white'}
          style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {when}
        </Text>
      </Group>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Fighter fighter={fight.fighter1} big={place === 'now'} large={large} />
        <Fighter fighter={fight.fighter2} big={place === 'now'} large={large} />
      </Group>
    </Box>
  );
}

/** One ring on the hall screen: its name, and who fights now, on deck and in the hole, with clubs and times. */
export function HallRing({
  title,
  states,
  ready,
  timesOf,
  large = false,
}: {
  title: string;
  states: readonly FightState[];
  ready: boolean;
  timesOf: (fightId: string) => ScheduledFight | undefined;
  /** Few rings on the board: bigger names. */
  large?: boolean;
}) {
  const { t } = useTranslation();
  const lineup = ringLineup(states);
  const rows = (['now', 'onDeck', 'inTheHole'] as const).flatMap((place) => {
    const fight = lineup[place];
    return fight ? [{ place, fight }] : [];
  });
  return (
    <Paper
      radius="lg"
      p="sm"
      bg="dark.7"
      h="100%"
      data-testid="hall-ring"
      aria-label={title}
      component="section"
    >
      <Stack gap={6} h="100%">
        <Text
          component="h2"
          fw={900}
          fz="clamp(1.3rem, 2vw, 2.6rem)"
          lh={1.1}
          c="white"
          truncate
          m={0}
          px="md"
        >
          {title}
        </Text>
        {!ready ? (
          <Text c="gray.4" fz="xl" px="md">
            {t('hall.loading')}
          </Text>
        ) : rows.length === 0 ? (
          <Text c="gray.4" fz="clamp(1.1rem, 1.6vw, 2rem)" px="md" py="lg">
            {t('hall.noFights')}
          </Text>
        ) : (
          rows.map(({ place, fight }) => (
            <FightRow
              key={fight.fightId}
              place={place}
              fight={fight}
              times={timesOf(fight.fightId)}
              large={large}
            />
          ))
        )}
      </Stack>
    </Paper>
  );
}
