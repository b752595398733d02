import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { FightClock } from '../../../components/ui/FightClock';

interface FightStatusBadgeProps {
  view: FightView;
  offsetMs: number;
  ringTitle?: string | null;
}

/** Where a fight stands: live with its clock, paused, waiting on a ring, finished or cancelled. */
export function FightStatusBadge({ view, offsetMs, ringTitle }: FightStatusBadgeProps) {
  const { t } = useTranslation();
  if (view.status === 'running' || view.status === 'paused') {
    return (
      <Group gap={6} wrap="nowrap" justify="flex-end">
        <Badge
          size="sm"
          color={view.status === 'running' ? 'red' : 'yellow'}
          variant={view.status === 'running' ? 'filled' : 'light'}
          leftSection={view.status === 'running' ? <span aria-hidden>●</span> : undefined}
        >
          {view.status === 'running' ? t('live.live') : t('live.status.paused')}
        </Badge>
        {view.clock.showTimer && <FightClock clock={view.clock} offsetMs={offsetMs} size="sm" fw={700} />}
      </Group>
    );
  }
  if (view.status === 'scheduled') {
    return ringTitle ? (
      <Text size="xs" c="dimmed" ta="right">
        {ringTitle}
      </Text>
    ) : (
      <Badge size="sm" color="gray" variant="light">
        {t('live.status.scheduled')}
      </Badge>
    );
  }
  return (
    <Badge size="sm" color={view.status === 'finished' ? 'blue' : 'red'} variant="light">
      {t(`live.status.${view.status}`)}
    </Badge>
  );
}
