import { Badge, Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FightState } from '@hema/shared/realtime/protocol';
import type { FighterColours } from '@hema/shared/ui-rules/fighter-colours';
import { FightClock } from '../../../components/ui/FightClock';
import { useConnectionLostAt } from '../../../lib/live/use-live';
import { RelayScore } from '../../../components/ui/RelayScore';
import { CardMarks, ColourMark, DoublesMark } from '../../../components/ui/FightMarks';
import { useFightTitles } from '../../../lib/fight-titles';
import type { TournamentArea } from '../api/tournament-areas';
import { ringCurrentAndNext, winnerSide } from '../live-fights';

interface RingsNowProps {
  areas: TournamentArea[];
  live: FightState[];
  offsetMs: number;
  /** The colours fighters 1 and 2 wear in a category (its colour settings). */
  coloursOf: (nominationId: string) => FighterColours;
  /** The pick on a fight not started yet (predictions): the ring's current fight if waiting, else the next one. */
  predict?: (state: FightState) => ReactNode;
}

function FighterLine({ state, side, colours }: { state: FightState; side: 1 | 2; colours: FighterColours }) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const fighter = side === 1 ? state.fighter1 : state.fighter2;
  const score = side === 1 ? state.view.score1 : state.view.score2;
  const won = winnerSide(state.view) === side;
  const name = fighter?.name || t('live.tbd');
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      data-testid={`ring-fighter-${side}`}
      data-colour={colours[side]}
    >
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
        <ColourMark colour={colours[side]} />
        <Box style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text
              fw={won ? 800 : 600}
              lineClamp={1}
              aria-label={t('live.fighterColour', { colour: titles.colour(colours[side]), fighter: name })}
            >
              {name}
            </Text>
            <CardMarks cards={state.view.cards} side={side} />
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {titles.colour(colours[side])}
            {fighter?.club ? ` · ${fighter.club}` : ''}
          </Text>
        </Box>
      </Group>
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

/** A ring card is as tall with a fight as without one, so the page does not jump when the live states arrive. */
const RING_CARD_HEIGHT = 262;

/**
 * One row of ring cards, scrolled sideways when there are more than fit: the section is one card tall whatever the
 * number of rings, so its skeleton reserves exactly its place.
 */
function RingsRow({ children }: { children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(min(320px, 85%), 390px)',
        gap: 'var(--mantine-spacing-md)',
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        paddingBottom: 4,
      }}
    >
      {children}
    </Box>
  );
}

function RingsTitle() {
  const { t } = useTranslation();
  return (
    <Title order={2} fz="xl">
      {t('spectator.ringsNow')}
    </Title>
  );
}

/** The rings section while the rings load: the same title and one row of cards of the same height. */
export function RingsNowSkeleton() {
  return (
    <Stack gap="sm" aria-busy>
      <RingsTitle />
      <RingsRow>
        {[0, 1, 2].map((at) => (
          <Skeleton key={at} h={RING_CARD_HEIGHT} radius="lg" />
        ))}
      </RingsRow>
    </Stack>
  );
}

/**
 * "Now on the rings": each ring's current fight with its live score and clock, which fighter wears which colour,
 * cards and double hits, and what comes next.
 */
export function RingsNow({ areas, live, offsetMs, coloursOf, predict }: RingsNowProps) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const lostAt = useConnectionLostAt();
  return (
    <Stack gap="sm">
      <RingsTitle />
      <RingsRow>
        {areas.map((area) => {
          const { current, next, left } = ringCurrentAndNext(live, area._id);
          const status = current?.view.status;
          // Not LIVE while the connection is lost: the fight may have stopped since.
          const running = status === 'running' && lostAt === null;
          const offline = status === 'running' && !running;
          const colours = current ? coloursOf(current.nominationId) : null;
          const waiting = status === 'scheduled' ? current : next;
          return (
            <Paper
              key={area._id}
              withBorder
              radius="lg"
              p="md"
              mih={RING_CARD_HEIGHT}
              style={{ scrollSnapAlign: 'start' }}
              data-testid="ring-now"
              data-area-id={area._id}
            >
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Text fw={800} lineClamp={1}>
                  {area.title}
                </Text>
                {status ? (
                  <Badge
                    color={running ? 'red' : status === 'paused' && !offline ? 'yellow' : 'gray'}
                    variant={running ? 'filled' : 'light'}
                    leftSection={running ? <span aria-hidden>●</span> : undefined}
                    data-testid="ring-status"
                    data-status={status}
                  >
                    {running
                      ? t('live.live')
                      : offline
                        ? t('live.connection.offline')
                        : t(`live.status.${status}`)}
                  </Badge>
                ) : null}
              </Group>
              {current && colours ? (
                <Stack gap={8}>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {current.nominationTitle} · {titles.fight(current)}
                  </Text>
                  <RelayScore view={current.view} />
                  <FighterLine state={current} side={1} colours={colours} />
                  <FighterLine state={current} side={2} colours={colours} />
                  <Group justify="space-between" mt={4} wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      {current.view.clock.showTimer && (
                        <FightClock
                          clock={current.view.clock}
                          offsetMs={offsetMs}
                          stoppedAt={lostAt}
                          fw={700}
                          size="lg"
                          c={status === 'paused' ? 'dimmed' : undefined}
                        />
                      )}
                      <DoublesMark doubles={current.view.doubles} />
                    </Group>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
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
                  {predict && waiting && predict(waiting)}
                </Stack>
              ) : (
                <Text c="dimmed" size="sm">
                  {t('spectator.ringIdle')}
                </Text>
              )}
            </Paper>
          );
        })}
      </RingsRow>
    </Stack>
  );
}
