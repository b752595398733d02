import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FightState } from '@hema/shared/realtime/protocol';
import { RelayScore } from '../../../components/ui/RelayScore';
import { useFightTitles } from '../../../lib/fight-titles';

interface ConsoleHeaderProps {
  ringTitle: string | null;
  tournamentTitle: string | null;
  tournamentPath: string | null;
  online: boolean;
  polling: boolean;
  pending: number;
  /** The fight the keys act on: its category, stage and pool are named and linked to the organizer's pages. */
  fight: FightState | null;
}

/** The category, stage and pool of the fight, each a link to its organizer page. */
function FightPlace({ fight }: { fight: FightState }) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const nomination = `/organizer/tournaments/${fight.tournamentId}/nominations/${fight.nominationId}`;
  const pool = `${nomination}/pools/${fight.poolId}`;
  return (
    <Group gap={6} c="gray.4" fz="sm" wrap="wrap" data-testid="fight-place">
      <Anchor component={Link} to={nomination} c="gray.2" fw={700} size="sm" data-testid="nomination-link">
        {fight.nominationTitle}
      </Anchor>
      <span aria-hidden>·</span>
      <Anchor component={Link} to={`${nomination}/stages`} c="gray.3" size="sm">
        {titles.stage(fight.stage)}
      </Anchor>
      <span aria-hidden>·</span>
      <Anchor component={Link} to={pool} c="gray.3" size="sm">
        {titles.group(fight.group)}
      </Anchor>
      <span aria-hidden>·</span>
      <Anchor component={Link} to={`${pool}/fights/${fight.fightId}`} c="gray.4" size="sm">
        {t('judge.fightPage')}
      </Anchor>
    </Group>
  );
}

/** Which ring this console scores, and whether the judge's presses reach the server. */
export function ConsoleHeader({
  ringTitle,
  tournamentTitle,
  tournamentPath,
  online,
  polling,
  pending,
  fight,
}: ConsoleHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Text size="xs" tt="uppercase" c="gray.5" fw={700} style={{ letterSpacing: 1.2 }}>
          {t('judge.consoleLabel')}
        </Text>
        <Group gap="sm" align="baseline">
          <Title order={1} fz={28} c="gray.0">
            {ringTitle ?? t('judge.ring')}
          </Title>
          {tournamentTitle &&
            (tournamentPath ? (
              <Anchor component={Link} to={tournamentPath} c="gray.4" size="md">
                {tournamentTitle}
              </Anchor>
            ) : (
              <Text c="gray.4">{tournamentTitle}</Text>
            ))}
        </Group>
        {fight && <FightPlace fight={fight} />}
        {fight && <RelayScore view={fight.view} dark />}
      </Stack>
      <Group gap="xs">
        {/* A light grey: the console is dark, and the gray outline's own shade (gray-7) reads 2:1 on it. */}
        <Badge variant="outline" color="gray.5" size="lg">
          {polling ? t('judge.modePolling') : t('judge.modeLive')}
        </Badge>
        <Badge
          size="lg"
          variant="filled"
          color={online ? 'green' : 'red'}
          leftSection={<span aria-hidden>●</span>}
          data-testid="connection-status"
        >
          {online ? t('live.connection.online') : t('live.connection.offline')}
        </Badge>
        <Badge
          size="lg"
          variant={pending > 0 ? 'filled' : 'light'}
          color={pending > 0 ? 'yellow' : 'gray'}
          c={pending > 0 ? 'dark.9' : undefined}
          data-testid="pending-commands"
        >
          {pending > 0 ? t('judge.pending', { count: pending }) : t('judge.allSent')}
        </Badge>
      </Group>
    </Group>
  );
}
