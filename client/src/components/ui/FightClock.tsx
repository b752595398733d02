import { Text, type TextProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { clockExpired, clockShownMs, formatClock, type ViewClock } from './fight-clock';

/** Re-renders every `intervalMs` while `active`; the time itself is always computed from the clock data. */
function useTicking(active: boolean, intervalMs = 100): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
}

interface FightClockProps extends TextProps {
  clock: ViewClock;
  /** Server time minus local time, ms (from the live connection). */
  offsetMs: number;
  /**
   * Local time the live connection was lost, if it is: the clock stands at that moment instead of ticking on from
   * data that may be stale (a pause sent meanwhile never arrived).
   */
  stoppedAt?: number | null;
}

/** A fight clock rendered locally from the fight view (the server never sends ticks). */
export function FightClock({ clock, offsetMs, stoppedAt, style, ...textProps }: FightClockProps) {
  const ticking = clock.running && (stoppedAt ?? null) === null;
  useTicking(ticking);
  const now = (stoppedAt ?? Date.now()) + offsetMs;
  const expired = clockExpired(clock, now);
  return (
    <Text
      component="span"
      role="timer"
      style={{ fontVariantNumeric: 'tabular-nums', ...(typeof style === 'object' ? style : {}) }}
      data-running={ticking || undefined}
      data-expired={expired || undefined}
      // red.8: the lightest red that keeps 4.5:1 on white (red.6 gave 3.3:1).
      c={expired ? 'red.8' : undefined}
      {...textProps}
    >
      {formatClock(clockShownMs(clock, now), clock.direction)}
    </Text>
  );
}
