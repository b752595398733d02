import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { FightState } from '@hema/shared/realtime/protocol';
import { room } from '@hema/shared/realtime/protocol';
import { fighterColours, type FighterColour } from '@hema/shared/ui-rules/fighter-colours';
import { useTranslation } from 'react-i18next';
import { FightClock } from '../../../components/ui/FightClock';
import { RelayScore } from '../../../components/ui/RelayScore';
import { useConnectionLostAt, useFightStates, useServerOffset } from '../../../lib/live/use-live';

/**
 * What each fighter colour looks like on the dark venue screen: red, blue and green are the theme's fills, the shades
 * white text reads on (4.5:1).
 */
const SHADES: Record<FighterColour, { bg: string; fg: string }> = {
  red: { bg: 'var(--mantine-color-red-filled)', fg: 'white' },
  blue: { bg: 'var(--mantine-color-blue-filled)', fg: 'white' },
  green: { bg: 'var(--mantine-color-green-filled)', fg: 'white' },
  yellow: { bg: 'var(--mantine-color-yellow-5)', fg: 'black' },
  black: { bg: 'var(--mantine-color-dark-9)', fg: 'white' },
  white: { bg: 'var(--mantine-color-gray-0)', fg: 'black' },
};

const OVER = new Set(['finished', 'cancelled']);

/**
 * The ring's current and next fight: the first two in ring order neither finished nor cancelled — the rule of the
 * judge console and the stream caption (caption-overlay/src/caption-state.ts).
 */
export function ringQueue(states: readonly FightState[]): {
  current: FightState | null;
  next: FightState | null;
} {
  const pending = [...states]
    .filter((s) => !OVER.has(s.view.status))
    .sort(
      (a, b) =>
        (a.areaOrder ?? Number.MAX_SAFE_INTEGER) - (b.areaOrder ?? Number.MAX_SAFE_INTEGER) ||
        a.fightId.localeCompare(b.fightId),
    );
  return { current: pending[0] ?? null, next: pending[1] ?? null };
}

function FighterRow({ fight, side }: { fight: FightState; side: 1 | 2 }) {
  const { t } = useTranslation();
  const colours = fighterColours(fight);
  const shade = SHADES[colours[side]];
  const fighter = side === 1 ? fight.fighter1 : fight.fighter2;
  const score = side === 1 ? fight.view.score1 : fight.view.score2;
  return (
    <Group
      wrap="nowrap"
      gap="md"
      px="md"
      py="xs"
      style={{ background: shade.bg, color: shade.fg, borderRadius: 12 }}
    >
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={800} fz="clamp(1.4rem, 2.6vw, 3rem)" lh={1.1} truncate c="inherit">
          {fighter?.name ?? t('judge.noFighter')}
        </Text>
        {fighter?.club && (
          <Text fz="clamp(0.9rem, 1.2vw, 1.4rem)" truncate c="inherit">
            {fighter.club}
          </Text>
        )}
      </Stack>
      <Text
        fw={900}
        fz="clamp(2.4rem, 5vw, 6rem)"
        lh={1}
        c="inherit"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {score}
      </Text>
    </Group>
  );
}

/** One ring of `/game`: its current fight big (names, scores, clock), the next fight small; live over the socket. */
export function VenueRing({ areaId, title }: { areaId: string; title: string }) {
  const { t } = useTranslation();
  const { states, ready } = useFightStates([room.area(areaId)]);
  const offsetMs = useServerOffset();
  const lostAt = useConnectionLostAt();
  const { current, next } = ringQueue(states);
  return (
    <Paper radius="lg" p="md" bg="dark.7" c="white" h="100%" data-testid="venue-ring">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} fz="clamp(1.1rem, 1.8vw, 2rem)" c="gray.3" truncate>
            {title}
          </Text>
          {current && (
            <Text fz="clamp(0.9rem, 1.3vw, 1.5rem)" c="gray.4" truncate>
              {current.nominationTitle}
            </Text>
          )}
        </Group>
        {!ready ? (
          <Text c="gray.5">{t('game.loading')}</Text>
        ) : current ? (
          <>
            {/* A relay bout (team category): the teams, their carried score and which bout this is. */}
            <RelayScore view={current.view} dark />
            <FighterRow fight={current} side={1} />
            <FighterRow fight={current} side={2} />
            <Box ta="center">
              <FightClock
                clock={current.view.clock}
                offsetMs={offsetMs}
                stoppedAt={lostAt}
                fw={900}
                fz="clamp(2.6rem, 6vw, 7rem)"
                lh={1}
                c={current.view.clock.running && lostAt === null ? 'white' : 'gray.5'}
              />
            </Box>
          </>
        ) : (
          <Text fz="clamp(1.2rem, 2vw, 2.2rem)" c="gray.4" ta="center" py="xl">
            {t('game.noFight')}
          </Text>
        )}
        {next && (
          <Text fz="clamp(1rem, 1.5vw, 1.8rem)" c="gray.3" mt="auto" truncate>
            {t('game.next')}: {next.fighter1?.name ?? t('judge.noFighter')} —{' '}
            {next.fighter2?.name ?? t('judge.noFighter')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
