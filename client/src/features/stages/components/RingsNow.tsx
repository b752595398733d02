import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightState } from '@hema/shared/realtime/protocol';
import { FightClock } from '../../../components/ui/FightClock';
import { useFightTitles } from '../../../lib/fight-titles';
import type { TournamentArea } from '../api/tournament-areas';
import { ringCurrentAndNext, winnerSide } from '../live-fights';

interface RingsNowProps {
  areas: TournamentArea[];
  live: FightState[];
  offsetMs: number;
}

function FighterLine({ state, side }: { state: FightState; side: 1 | 2 }) {
  const { t } = useTranslation();
  const fighter = side === 1 ? state.fighter1 : state.fighter2;
  const score = side === 1 ? state.view.score1 : state.view.score2;
  const won = winnerSide(state.view) === side;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Box style={{ minWidth: 0 }}>
        <Text fw={won ? 800 : 600} lineClamp={1}>
          {fighter?.name || t('live.tbd')}
        </Text>
        {fighter?.club && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {fighter.club}
          </Text>
        )}
      </Box>
      <Text
        fz={30}
        fw={800}
        lh={1}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={`ring-score-${side}`}
      >
        {score}
      </Text>
    </Group>
  );
}

/** "Now on the rings": each ring's current fight with its live score and clock, and what comes next. */
export function RingsNow({ areas, live, offsetMs }: RingsNowProps) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={2} fz="xl">
          {t('spectator.ringsNow')}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {areas.map((area) => {
          const { current, next, left } = ringCurrentAndNext(live, area._id);
          const running = current?.view.status === 'running';
          return (
            <Paper
              key={area._id}
              withBorder
              radius="lg"
              p="md"
              data-testid="ring-now"
              data-area-id={area._id}
            >
              <Group justify="space-between" mb="xs">
                <Text fw={800}>{area.title}</Text>
                {current ? (
                  <Badge
                    color={running ? 'red' : current.view.status === 'paused' ? 'yellow' : 'gray'}
                    variant={running ? 'filled' : 'light'}
                    leftSection={running ? <span aria-hidden>●</span> : undefined}
                  >
                    {running ? t('live.live') : t(`live.status.${current.view.status}`)}
                  </Badge>
                ) : null}
              </Group>
              {current ? (
                <Stack gap={8}>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {titles.fight(current)}
                  </Text>
                  <FighterLine state={current} side={1} />
                  <FighterLine state={current} side={2} />
                  <Group justify="space-between" mt={4}>
                    {current.view.clock.showTimer ? (
                      <FightClock clock={current.view.clock} offsetMs={offsetMs} fw={700} size="lg" />
                    ) : (
                      <span />
                    )}
                    <Text size="xs" c="dimmed">
                      {t('spectator.fightsLeft', { count: left })}
                    </Text>
                  </Group>
                  {next && (
                    <Text
                      size="sm"
                      c="dimmed"
                      lineClamp={1}
                      pt={6}
                      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                    >
                      {t('spectator.nextOnRing', {
                        fighter1: next.fighter1?.name || t('live.tbd'),
                        fighter2: next.fighter2?.name || t('live.tbd'),
                      })}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text c="dimmed" size="sm">
                  {t('spectator.ringIdle')}
                </Text>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
