import { Badge, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calledFight, isCalled } from '@hema/shared/fight/ring-queue';
import { CalledBadge } from '../../../components/ui/CalledBadge';
import { CalledBanner } from '../../../components/ui/CalledBanner';
import { FightClock } from '../../../components/ui/FightClock';
import { useConnectionLostAt } from '../../../lib/live/use-live';
import { CardMarks, DoublesMark } from '../../../components/ui/FightMarks';
import type { FollowedFight, FollowedFighter, FollowedPlan, Outcome } from '../followed-fights';

interface FollowFighterProps {
  fighterId: string;
  fighter: FollowedFighter | null;
  plan: FollowedPlan;
  ringTitles: ReadonlyMap<string, string>;
  offsetMs: number;
  /** The signed-in spectator's pick on a coming fight (predictions). */
  predict?: (fight: FollowedFight) => ReactNode;
  /** The next fight's ring and estimated time from the live schedule, under the fighter's name. */
  next?: ReactNode;

  /** The signed-in person is the followed fighter: a call reads "You are called…". */
  viewerIsFighter?: boolean;
  /** Beside the name: the Follow toggle (following). */
  action?: ReactNode;
}

const OUTCOME_COLOURS: Record<Outcome, string> = {
  win: 'green',
  loss: 'red',
  draw: 'gray',
  noWin: 'gray',
  none: 'gray',
};

/** The followed fighter on the left, the opponent on the right, whichever side the fight lists them on. */
function sides(fight: FollowedFight, fighterId: string) {
  const mineFirst = fight.fighter1?._id === fighterId;
  return {
    mySide: (mineFirst ? 1 : 2) as 1 | 2,
    theirSide: (mineFirst ? 2 : 1) as 1 | 2,
    me: mineFirst ? fight.fighter1 : fight.fighter2,
    opponent: mineFirst ? fight.fighter2 : fight.fighter1,
    myScore: mineFirst ? fight.view.score1 : fight.view.score2,
    theirScore: mineFirst ? fight.view.score2 : fight.view.score1,
  };
}

function NowCard({
  fight,
  fighterId,
  ringTitle,
  offsetMs,
}: {
  fight: FollowedFight;
  fighterId: string;
  ringTitle: string | null;
  offsetMs: number;
}) {
  const { t } = useTranslation();
  const { me, opponent, myScore, theirScore, mySide, theirSide } = sides(fight, fighterId);
  // A team match runs as its relay bouts: the bout's clock and state are the ones to watch.
  const watched = fight.bout?.view ?? fight.view;
  const lostAt = useConnectionLostAt();
  // Not LIVE while the connection is lost: the fight may have stopped since.
  const running = watched.status === 'running' && lostAt === null;
  const offline = watched.status === 'running' && !running;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
      data-testid="follow-current"
    >
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Badge
            color={running ? 'red' : offline ? 'gray' : 'yellow'}
            variant={running ? 'filled' : 'light'}
            leftSection={running ? <span aria-hidden>●</span> : undefined}
            data-testid="follow-status"
            data-status={fight.view.status}
          >
            {running
              ? t('live.live')
              : offline
                ? t('live.connection.offline')
                : watched.status === 'scheduled'
                  ? t('live.relay.betweenBouts')
                  : t('live.status.paused')}
          </Badge>
          {ringTitle && <Text fw={700}>{ringTitle}</Text>}
        </Group>
        {watched.clock.showTimer && (
          <FightClock
            clock={watched.clock}
            offsetMs={offsetMs}
            stoppedAt={lostAt}
            fw={800}
            fz={28}
            c={running ? undefined : 'dimmed'}
          />
        )}
      </Group>
      <Group justify="space-between" wrap="nowrap" align="center">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            {/* Two lines: beside a phone's big score one line left "Riga…" of a team or a fighter's name. */}
            <Text fw={800} fz="lg" lineClamp={2} lh={1.25}>
              {me?.name}
            </Text>
            <CardMarks cards={fight.view.cards} side={mySide} />
          </Group>
          <Text size="sm" c="dimmed">
            {me?.club}
          </Text>
        </div>
        <Text
          fz={{ base: 34, sm: 48 }}
          fw={900}
          lh={1}
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          data-testid="follow-score"
        >
          {myScore} : {theirScore}
        </Text>
        <div style={{ minWidth: 0, flex: 1, textAlign: 'right' }}>
          <Group gap={6} wrap="nowrap" justify="flex-end">
            <CardMarks cards={fight.view.cards} side={theirSide} />
            <Text fw={700} fz="lg" lineClamp={2} lh={1.25}>
              {opponent?.name || t('live.tbd')}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {opponent?.club}
          </Text>
        </div>
      </Group>
      {fight.bout && <RelayBoutLine bout={fight.bout} mySide={mySide} />}
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="xs" c="dimmed">
          {fight.stageTitle}
        </Text>
        <DoublesMark doubles={fight.view.doubles} />
      </Group>
    </Paper>
  );
}

/** The relay bout of a followed team's match: which bout, its two fencers (the team's first) and the bout's score. */
function RelayBoutLine({ bout, mySide }: { bout: NonNullable<FollowedFight['bout']>; mySide: 1 | 2 }) {
  const { t } = useTranslation();
  const relay = bout.view.relay!;
  const mine = mySide === 1;
  const [me, them] = mine ? [bout.fighter1, bout.fighter2] : [bout.fighter2, bout.fighter1];
  const [myScore, theirScore] = mine
    ? [bout.view.score1, bout.view.score2]
    : [bout.view.score2, bout.view.score1];
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap={4}
      mt="sm"
      pt="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="follow-bout"
    >
      <Text size="sm" c="dimmed">
        {t('live.relay.bout', { n: relay.bout + 1, total: relay.bouts })}
        {relay.threshold !== null ? ` · ${t('live.relay.to', { score: relay.threshold })}` : ''}
      </Text>
      <Text size="sm" fw={600} data-testid="follow-bout-score">
        {me?.name} {myScore} : {theirScore} {them?.name}
      </Text>
    </Group>
  );
}

/** The page while the fights load: the header and the three sections in the places they will take. */
export function FollowFighterSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" role="status" aria-busy aria-label={t('common.loading')}>
      <Stack gap={4}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 1 }}>
          {t('spectator.following')}
        </Text>
        <Skeleton h={40} w="60%" radius="sm" />
        <Skeleton h={22} w={240} radius="xl" mt={4} />
      </Stack>
      {[t('spectator.fightingNow'), t('spectator.nextFights'), t('spectator.finishedFights')].map((title) => (
        <Stack gap="sm" key={title}>
          <Title order={2} fz="xl">
            {title}
          </Title>
          <Skeleton h={96} radius="lg" />
        </Stack>
      ))}
    </Stack>
  );
}

/** A fighter's fights in a category, live (spec §2 follow-fighter). */
export function FollowFighter({
  fighterId,
  fighter,
  plan,
  ringTitles,
  offsetMs,
  predict,
  next,

  viewerIsFighter = false,
  action,
}: FollowFighterProps) {
  const { t } = useTranslation();
  const ring = (fight: FollowedFight) => (fight.areaId ? (ringTitles.get(fight.areaId) ?? null) : null);
  // The ring called one of the fighter's coming fights: first thing on the page, live with the fight's state.
  const called = calledFight(plan.upcoming);
  // Why a finished fight ended so, from the followed fighter's side: a technical defeat (theirs or the opponent's)
  // or the judge's reason; nothing for a plain result.
  const howItEnded = (fight: FollowedFight, mySide: 1 | 2): string | null => {
    if (fight.view.status !== 'finished') return null;
    if (fight.view.technicalDefeat) {
      return fight.view.technicalDefeat === mySide
        ? t('spectator.technicalDefeatMine')
        : t('spectator.technicalDefeatTheirs');
    }
    return fight.view.finishReason ? t(`live.finishReason.${fight.view.finishReason}`) : null;
  };

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 1 }}>
          {t('spectator.following')}
        </Text>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} fz={{ base: 28, sm: 36 }} data-testid="followed-name">
            {fighter?.name ?? t('spectator.unknownFighter')}
          </Title>
          {action}
        </Group>
        {fighter?.club && <Text c="dimmed">{fighter.club}</Text>}
        <Group gap="xs" mt={4}>
          <Badge color="green" variant="light">
            {t('spectator.wins', { count: plan.record.wins })}
          </Badge>
          <Badge color="red" variant="light">
            {t('spectator.losses', { count: plan.record.losses })}
          </Badge>
          <Badge color="gray" variant="light">
            {t('spectator.draws', { count: plan.record.draws })}
          </Badge>
          {plan.record.noWins > 0 && (
            <Badge color="gray" variant="light">
              {t('spectator.noWins', { count: plan.record.noWins })}
            </Badge>
          )}
        </Group>
      </Stack>
      {next}

      {called && (
        <CalledBanner
          calledAt={called.view.calledAt!}
          ring={ring(called)}
          opponent={sides(called, fighterId).opponent?.name ?? null}
          self={viewerIsFighter}
        />
      )}

      <Stack gap="sm">
        <Title order={2} fz="xl">
          {t('spectator.fightingNow')}
        </Title>
        {plan.current.length === 0 ? (
          <Text c="dimmed">{t('spectator.notFightingNow')}</Text>
        ) : (
          plan.current.map((fight) => (
            <NowCard
              key={fight.fightId}
              fight={fight}
              fighterId={fighterId}
              ringTitle={ring(fight)}
              offsetMs={offsetMs}
            />
          ))
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="xl">
          {t('spectator.nextFights')}
        </Title>
        {plan.upcoming.length === 0 ? (
          <Text c="dimmed">{t('spectator.noNextFights')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {plan.upcoming.map((fight) => {
              const { opponent } = sides(fight, fighterId);
              const title = ring(fight);
              return (
                <Paper key={fight.fightId} withBorder radius="lg" p="md" data-testid="follow-upcoming">
                  <Group justify="space-between" mb={6}>
                    <Text fw={700}>{title ?? t('spectator.noRingYet')}</Text>
                    {fight.fightsBefore !== null && (
                      <Badge variant="light" color={fight.fightsBefore === 0 ? 'green' : 'indigo'}>
                        {fight.fightsBefore === 0
                          ? t('spectator.upNext')
                          : t('spectator.fightsBefore', { count: fight.fightsBefore })}
                      </Badge>
                    )}
                  </Group>
                  {isCalled(fight) && <CalledBadge calledAt={fight.view.calledAt!} mb={6} />}
                  <Text>
                    {t('spectator.against')}{' '}
                    <Text span fw={700}>
                      {opponent?.name || t('live.tbd')}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {fight.stageTitle}
                  </Text>
                  {predict && <Box mt="xs">{predict(fight)}</Box>}
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="xl">
          {t('spectator.finishedFights')}
        </Title>
        {plan.finished.length === 0 ? (
          <Text c="dimmed">{t('spectator.noFinishedFights')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="sm" striped>
              <Table.Tbody>
                {plan.finished.map((fight) => {
                  const { opponent, myScore, theirScore, mySide, theirSide } = sides(fight, fighterId);
                  const how = howItEnded(fight, mySide);
                  return (
                    <Table.Tr key={fight.fightId} data-testid="follow-finished">
                      <Table.Td w={90}>
                        <Badge color={OUTCOME_COLOURS[fight.outcome]} variant="light">
                          {fight.view.status === 'cancelled'
                            ? t('live.status.cancelled')
                            : t(`spectator.outcome.${fight.outcome}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text fw={600}>{opponent?.name || t('live.tbd')}</Text>
                          <CardMarks cards={fight.view.cards} side={theirSide} />
                        </Group>
                        <Text size="xs" c="dimmed">
                          {[fight.stageTitle, how].filter(Boolean).join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td w={90} ta="right">
                        <Text fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {myScore} : {theirScore}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
