import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FightersSchedule } from '@hema/shared/contracts/schedule';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFightTitles } from '../../../lib/fight-titles';
import { useScheduleTexts } from '../../../lib/schedule-texts';
import { bySoonest, membersNowNext, type MemberFight, type NowNextEntry } from '../members-now-next';

interface MembersScheduleProps {
  schedule: FightersSchedule | undefined;
  /** Who counts as a member (a club page: everyone in its schedule). */
  isMember: (fighterId: string) => boolean;
  loading?: boolean;
}

/** A busy club's day runs long on a phone: the soonest fights first, the rest on request. */
const SHOWN_FIRST = 12;

function FightLine({
  fight,
  members,
  withTournament = false,
}: {
  fight: MemberFight;
  members: ReadonlySet<string>;
  withTournament?: boolean;
}) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const texts = useScheduleTexts();
  const waiting = fight.status !== 'running';
  // The schedule's own words ("about 14:20", "not before 14:25"); a running fight shows LIVE instead.
  const notBefore = waiting ? texts.notBefore(fight) : null;
  const name = (f: MemberFight['fighter1']) => (
    <Text span fw={f && members.has(f._id) ? 800 : 500}>
      {f?.name ?? t('live.tbd')}
    </Text>
  );
  return (
    <Stack gap={2} data-testid="member-fight" data-fight={fight.fightId}>
      <Group gap={6} wrap="wrap">
        {name(fight.fighter1)}
        <Text span c="dimmed">
          {t('following.vs')}
        </Text>
        {name(fight.fighter2)}
      </Group>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {fight.ring.title}
        </Text>
        {fight.place === 'now' && fight.status === 'running' ? (
          <Badge color="red" size="sm">
            {t('live.live')}
          </Badge>
        ) : fight.calledAt ? (
          <Badge color="orange" size="sm">
            {texts.called(fight)}
          </Badge>
        ) : null}
        {fight.estimatedStart && waiting && (
          <Text size="sm" data-testid="member-fight-estimate">
            {texts.when(fight)}
          </Text>
        )}
        {notBefore && (
          <Text size="sm" c="dimmed">
            {notBefore}
          </Text>
        )}
        {fight.fightsBefore > 0 && (
          <Text size="sm" c="dimmed">
            {t('schedule.fightsBefore', { count: fight.fightsBefore })}
          </Text>
        )}
        {fight.conflictsWith.length > 0 && (
          <Badge color="yellow" variant="light" size="sm">
            {t('following.conflict')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {withTournament && (
          <>
            <Anchor component={Link} to={`/tournament/${fight.tournament._id}`} inherit c="dimmed">
              {fight.tournament.title}
            </Anchor>
            {' · '}
          </>
        )}
        {fight.nomination.title} · {titles.fight(fight)}
      </Text>
    </Stack>
  );
}

function Section({
  title,
  entries,
  empty,
  members,
  testId,
}: {
  title: string;
  entries: NowNextEntry[];
  empty: string;
  members: ReadonlySet<string>;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm">
          {entries.map((e) => (
            <FightLine key={e.fight.fightId} fight={e.fight} members={members} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * A club's or a group's members live: "Fighting now / On deck / Next" and the day's schedule, soonest first. The
 * page keeps `schedule` fresh (the live schedule's pushes); this only shows it.
 */
export function MembersSchedule({ schedule, isMember, loading }: MembersScheduleProps) {
  const { t } = useTranslation();
  const fights = useMemo(() => schedule?.fights ?? [], [schedule]);
  const nowNext = useMemo(() => membersNowNext(fights, isMember), [fights, isMember]);
  const members = useMemo(
    () =>
      new Set(
        fights.flatMap((f) => [f.fighter1, f.fighter2]).flatMap((f) => (f && isMember(f._id) ? [f._id] : [])),
      ),
    [fights, isMember],
  );
  const today = useMemo(() => [...fights].sort(bySoonest), [fights]);
  const [showAll, setShowAll] = useState(false);
  return (
    <Stack gap="lg" aria-busy={loading || undefined}>
      <Stack gap="sm">
        <Title order={2} fz="xl">
          {t('following.liveTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Section
            title={t('following.now')}
            entries={nowNext.now}
            empty={t('following.nobodyNow')}
            members={members}
            testId="members-now"
          />
          <Section
            title={t('schedule.place.onDeck')}
            entries={nowNext.onDeck}
            empty={t('following.nobodyOnDeck')}
            members={members}
            testId="members-on-deck"
          />
          <Section
            title={t('following.next')}
            entries={nowNext.next}
            empty={t('following.nothingNext')}
            members={members}
            testId="members-next"
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="xl">
          {t('following.scheduleToday')}
        </Title>
        {today.length === 0 ? (
          <Text c="dimmed">{loading ? t('following.loading') : t('following.noFights')}</Text>
        ) : (
          <Paper withBorder radius="md" p="md" data-testid="members-schedule">
            <Stack gap="md">
              {(showAll ? today : today.slice(0, SHOWN_FIRST)).map((fight) => (
                <FightLine key={fight.fightId} fight={fight} members={members} withTournament />
              ))}
            </Stack>
            {!showAll && today.length > SHOWN_FIRST && (
              <Button variant="subtle" mt="sm" onClick={() => setShowAll(true)}>
                {t('following.showAll', { count: today.length })}
              </Button>
            )}
          </Paper>
        )}
      </Stack>
    </Stack>
  );
}
