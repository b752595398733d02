import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '../../lib/format-date';

/** "called 14:02": beside a fight the ring has called (the judge console, the organizer's ring, a fighter's lists). */
export function CalledBadge({ calledAt, ...props }: { calledAt: string } & BadgeProps) {
  const { t, i18n } = useTranslation();
  return (
    <Badge color="orange" variant="light" data-testid="called-badge" {...props}>
      {t('calls.calledAt', { time: formatTimeOfDay(calledAt, i18n.language) })}
    </Badge>
  );
}
