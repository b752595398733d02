import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { FightClock } from '../../../components/ui/FightClock';
import { useConnectionLostAt } from '../../../lib/live/use-live';

interface FightStatusBadgeProps {
  view: FightView;
  offsetMs: number;
  ringTitle?: string | null;
}

/** Results that name no single winner get their own words on the badge; a win shows as "Finished" and a bold name. */
const SHARED_RESULTS = new Set<FightView['result']>(['DRAW', 'NO_WIN', 'BOTH_WIN']);

/**
 * Where a fight stands: live with its clock, paused with the stopped clock, waiting on a ring, finished (with a draw
 * or a technical defeat said as such, and how it ended), or cancelled.
 */
export function FightStatusBadge({ view, offsetMs, ringTitle }: FightStatusBadgeProps) {
  const { t } = useTranslation();
  const lostAt = useConnectionLostAt();
  const marks = { 'data-testid': 'fight-status', 'data-status': view.status };
  if (view.status === 'running' || view.status === 'paused') {
    // Not LIVE while the connection is lost: the fight may have stopped since.
    const running = view.status === 'running' && lostAt === null;
    const offline = view.status === 'running' && !running;
    return (
      <Group gap={6} wrap="nowrap" justify="flex-end" {...marks}>
        <Badge
          size="sm"
          color={running ? 'red' : offline ? 'gray' : 'yellow'}
          variant={running ? 'filled' : 'light'}
          leftSection={running ? <span aria-hidden>●</span> : undefined}
        >
          {running ? t('live.live') : offline ? t('live.connection.offline') : t('live.status.paused')}
        </Badge>
        {view.clock.showTimer && (
          <FightClock
            clock={view.clock}
            offsetMs={offsetMs}
            stoppedAt={lostAt}
            size="sm"
            fw={700}
            c={running ? undefined : 'dimmed'}
          />
        )}
      </Group>
    );
  }
  if (view.status === 'scheduled') {
    return ringTitle ? (
      <Text size="xs" c="dimmed" ta="right" {...marks}>
        {ringTitle}
      </Text>
    ) : (
      <Badge size="sm" color="gray" variant="light" {...marks}>
        {t('live.status.scheduled')}
      </Badge>
    );
  }
  if (view.status === 'cancelled') {
    return (
      <Badge size="sm" color="red" variant="outline" {...marks}>
        {t('live.status.cancelled')}
      </Badge>
    );
  }
  const label = view.technicalDefeat
    ? t('live.technicalDefeat')
    : SHARED_RESULTS.has(view.result)
      ? t(`live.result.${view.result as 'DRAW'}`)
      : t('live.status.finished');
  const reason =
    view.finishReason && view.finishReason !== 'technicalDefeat'
      ? t(`live.finishReason.${view.finishReason}`)
      : null;
  return (
    <Stack gap={0} align="flex-end" {...marks} data-result={view.result}>
      <Badge size="sm" color={view.technicalDefeat ? 'orange' : 'blue'} variant="light">
        {label}
      </Badge>
      {reason && (
        <Text size="xs" c="dimmed" ta="right">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
