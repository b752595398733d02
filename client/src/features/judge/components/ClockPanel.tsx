import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightView } from '@hema/shared/fight/fight-engine';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import { FightClock } from '../../../components/ui/FightClock';
import { formatClock } from '../../../components/ui/fight-clock';
import type { ConsoleEvent } from '../judge-commands';
import { JUDGE_KEYS } from '../key-map';
import { KeyButton } from './KeyButton';

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

/** The middle of the console: status, the clock, the timer keys and the double hits. */
export function ClockPanel({
  view,
  offsetMs,
  timerStatus,
  doublesEnabled,
  onTimer,
  onEvent,
}: ClockPanelProps) {
  const { t } = useTranslation();
  const { clock } = view;
  const timerLabel =
    timerStatus === 'running'
      ? t('judge.timerPause')
      : timerStatus === 'paused'
        ? t('judge.timerResume')
        : t('judge.timerStart');

  return (
    <Paper radius="lg" bg="dark.7" p="lg" style={{ border: '1px solid var(--mantine-color-dark-4)' }}>
      <Stack gap="md" align="stretch">
        <Group justify="center">
          <Badge size="lg" color={STATUS_COLOURS[view.status]} variant="light" data-testid="fight-status">
            {t(`live.status.${view.status}`)}
          </Badge>
        </Group>
        <FightClock
          clock={clock}
          offsetMs={offsetMs}
          fz={96}
          fw={800}
          lh={1}
          ta="center"
          c="gray.0"
          data-testid="judge-clock"
        />
        <Text ta="center" size="sm" c="gray.5">
          {clock.direction === 'down'
            ? t('judge.countsDown', { time: formatClock(clock.durationMs, 'down') })
            : t('judge.countsUp', { time: formatClock(clock.durationMs, 'down') })}
        </Text>
        <KeyButton
          size="xl"
          color={timerStatus === 'running' ? 'yellow' : 'green'}
          c={timerStatus === 'running' ? 'dark.9' : undefined}
          keyLabel={JUDGE_KEYS.timer.label}
          onPress={onTimer}
        >
          {timerLabel}
        </KeyButton>
        <Group grow gap="sm">
          <KeyButton
            variant="default"
            keyLabel={JUDGE_KEYS.add5.label}
            onPress={() => onEvent({ type: 'ADD_TIME', ms: 5_000 })}
          >
            {t('judge.addSeconds', { count: 5 })}
          </KeyButton>
          <KeyButton
            variant="default"
            keyLabel={JUDGE_KEYS.add15.label}
            onPress={() => onEvent({ type: 'ADD_TIME', ms: 15_000 })}
          >
            {t('judge.addSeconds', { count: 15 })}
          </KeyButton>
        </Group>
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
            <Group grow gap="sm">
              <KeyButton
                color="orange"
                keyLabel={JUDGE_KEYS.doubleAdd.label}
                onPress={() => onEvent({ type: 'DOUBLE', delta: 1 })}
              >
                {t('judge.doubleAdd')}
              </KeyButton>
              <KeyButton
                variant="default"
                keyLabel={JUDGE_KEYS.doubleRemove.label}
                onPress={() => onEvent({ type: 'DOUBLE', delta: -1 })}
              >
                {t('judge.doubleRemove')}
              </KeyButton>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
