import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '../../../lib/format-date';

/** The hall's wall clock, in the reader's language, turning each minute on the minute. */
export function HallClock() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text
      component="time"
      dateTime={now.toISOString()}
      aria-label={t('hall.clock')}
      fw={800}
      fz="clamp(2rem, 3.4vw, 4.2rem)"
      lh={1}
      c="white"
      style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
    >
      {/* The same 24-hour clock as the fights' times on the board. */}
      {formatTimeOfDay(now.toISOString(), i18n.language)}
    </Text>
  );
}
