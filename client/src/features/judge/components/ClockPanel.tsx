import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownTimeAt } from '@hema/shared/fight/clock';
import { CONSOLE_KEYS } from '@hema/shared/fight/console-keys';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { takesEvent } from '@hema/shared/fight/status-events';
import { formatClock } from '../../../components/ui/fight-clock';
import type { ConsoleEvent } from '../judge-commands';
import { useServerNow, useTimeUp } from '../hooks/use-time-up';
import { KeyButton } from './KeyButton';
import classes from './TimeUp.module.css';

export const STATUS_COLOURS: Record<FightStatus, string> = {
  scheduled: 'gray',
  running: 'green',
  paused: 'yellow',
  finished: 'blue',
  cancelled: 'red',
};

interface ClockPanelProps {
  view: FightView;
  offsetMs: number;
  /** The status once waiting commands apply: what the timer key will do. */
  timerStatus: FightStatus;
  doublesEnabled: boolean;
  onTimer: () => void;
  onEvent: (event: ConsoleEvent) => void;
}

const TIMER_LABELS = {
  scheduled: 'judge.timerStart',
  running: 'judge.timerPause',
  paused: 'judge.timerResume',
} as const;

/**
 * The middle of the console: status, the clock, the timer keys and the double hits. The clock stops at 0:00 (or at
 * the count-up limit) and the panel signals time-up until the judge adds time or ends the fight; a fight that is
 * over has no timer controls.
 */
export function ClockPanel({
  view,
  offsetMs,
  timerStatus,
  doublesEnabled,
  onTimer,
  onEvent,
}: ClockPanelProps) {
  const { t } = useTranslation();
  const { clock, status } = view;
  const now = useServerNow(clock.running, offsetMs);
  const underWay = status === 'running' || status === 'paused';
  const over = status === 'finished' || status === 'cancelled';
  const counting = takesEvent(status, 'DOUBLE');
  const timeUp = useTimeUp(clock, underWay, now);
  const timerLabel =
    timerStatus in TIMER_LABELS ? TIMER_LABELS[timerStatus as keyof typeof TIMER_LABELS] : null;

  return (
    <Paper
      radius="lg"
      bg="dark.7"
      p="lg"
      className={timeUp ? classes.panel : undefined}
      style={{ border: '1px solid var(--mantine-color-dark-4)' }}
      data-testid="clock-panel"
    >
      <Stack gap="md" align="stretch">
        <Group justify="center">
          <Badge size="lg" color={STATUS_COLOURS[status]} variant="light" data-testid="fight-status">
            {t(`live.status.${status}`)}
          </Badge>
        </Group>
        <Text
          component="span"
          role="timer"
          fz={{ base: 72, sm: 96 }}
          fw={800}
          lh={1}
          ta="center"
          c={timeUp ? 'red.3' : 'gray.0'}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="judge-clock"
          data-time-up={timeUp || undefined}
        >
          {formatClock(shownTimeAt(clock, clock, now), clock.direction)}
        </Text>
        {timeUp ? (
          <Text ta="center" fw={800} fz="xl" c="white" tt="uppercase" role="alert" data-testid="time-up">
            {t('judge.timeUp')}
          </Text>
        ) : (
          <Text ta="center" size="sm" c="gray.5">
            {clock.direction === 'down'
              ? t('judge.countsDown', { time: formatClock(clock.durationMs, 'down') })
              : t('judge.countsUp', { time: formatClock(clock.durationMs, 'down') })}
          </Text>
        )}
        {timeUp && (
          <Text ta="center" size="sm" c="gray.2">
            {t('judge.timeUpHint')}
          </Text>
        )}
        {timerLabel && (
          <KeyButton
            size="xl"
            color={timerStatus === 'running' ? 'yellow' : 'green'}
            c={timerStatus === 'running' ? 'dark.9' : undefined}
            keyLabel={t('judge.spaceKey')}
            onPress={onTimer}
          >
            {t(timerLabel)}
          </KeyButton>
        )}
        {takesEvent(status, 'ADD_TIME') && (
          <Group grow gap="sm">
            <KeyButton
              variant="default"
              keyLabel={CONSOLE_KEYS.add5.label}
              onPress={() => onEvent({ type: 'ADD_TIME', ms: 5_000 })}
            >
              {t('judge.addSeconds', { count: 5 })}
            </KeyButton>
            <KeyButton
              variant="default"
              keyLabel={CONSOLE_KEYS.add15.label}
              onPress={() => onEvent({ type: 'ADD_TIME', ms: 15_000 })}
            >
              {t('judge.addSeconds', { count: 15 })}
            </KeyButton>
          </Group>
        )}
        {doublesEnabled && (
          <Stack gap={8} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}>
            <Group justify="space-between">
              <Text c="gray.4" fw={600}>
                {t('judge.doubles')}
              </Text>
              <Text
                fz={36}
                fw={800}
                c="gray.0"
                lh={1}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="doubles"
              >
                {view.doubles}
              </Text>
            </Group>
            {!over && (
              <Group grow gap="sm">
                <KeyButton
                  color="orange"
                  disabled={!counting}
                  keyLabel={CONSOLE_KEYS.doubleAdd.label}
                  onPress={() => onEvent({ type: 'DOUBLE', delta: 1 })}
                >
                  {t('judge.doubleAdd')}
                </KeyButton>
                <KeyButton
                  variant="default"
                  disabled={!counting}
                  keyLabel={CONSOLE_KEYS.doubleRemove.label}
                  onPress={() => onEvent({ type: 'DOUBLE', delta: -1 })}
                >
                  {t('judge.doubleRemove')}
                </KeyButton>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
