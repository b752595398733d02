import { Badge } from '@mantine/core';
import type { TournamentStatus } from '@hema/shared/competition/tournament-status';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<TournamentStatus, string> = {
  DEVELOPING: 'gray',
  UPCOMING: 'blue',
  REG_OPEN: 'green',
  REG_CLOSED: 'orange',
  ONGOING: 'red',
  FINISHED: 'dark',
};

/** Spec §4 labels: In developing, Upcoming, Registration open, Registration closed, Online, Completed. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant={status === 'ONGOING' ? 'filled' : 'light'}
      radius="sm"
      tt="none"
      size="md"
      style={{ flexShrink: 0 }}
    >
      {t(`tournaments.status.${status}`)}
    </Badge>
  );
}
