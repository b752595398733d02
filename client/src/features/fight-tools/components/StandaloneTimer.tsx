import { Badge, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  addTime,
  clockText as formatClock,
  shownTimeAt,
  startClock,
  STOPPED_CLOCK,
  stopClock,
  timeIsUp,
  type FightClock,
  type TimerDirection,
} from '@hema/shared/fight/clock';
import { ADD_TIME_STEPS_MS } from '@hema/shared/fight/events';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyHandler } from '../hooks/use-key-handler';
import { useNow } from '../hooks/use-now';

const DEFAULT_SECONDS = 90;

/**
 * A fight timer without a fight (spec §2 /timers): counts up or down over a fight time, start/stop, +5 s and
 * +15 s (spec §9), reset. The clock is data (shared fight/clock) rendered from the current time.
 */
export function StandaloneTimer() {
  const { t } = useTranslation(['translation', 'pages']);
  const [direction, setDirection] = useState<TimerDirection>('down');
  const [seconds, setSeconds] = useState(DEFAULT_SECONDS);
  const [clock, setClock] = useState<FightClock>(STOPPED_CLOCK);
  const now = useNow(clock.running);
  const rules = { direction, durationMs: seconds * 1000 };
  const timeUp = timeIsUp(clock, rules.durationMs, now);
  const shown = shownTimeAt(clock, rules, now);

  // The clock stops by itself when the fight time is over, at the very moment it ran out.
  useEffect(() => {
    if (clock.running && timeUp && clock.startedAt !== null) {
      setClock(stopClock(clock, clock.startedAt + (rules.durationMs - clock.elapsedMs)));
    }
  }, [clock, timeUp, rules.durationMs]);

  const toggle = () => {
    const at = Date.now();
    setClock((current) =>
      current.running ? stopClock(current, at) : timeUp ? current : startClock(current, at),
    );
  };
  const reset = () => setClock(STOPPED_CLOCK);

  useKeyHandler((event) => {
    if (event.code !== 'Space') return false;
    toggle();
    return true;
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640}>
      <Stack gap="lg" align="center">
        <Group gap="sm" justify="center" wrap="wrap">
          <SegmentedControl
            value={direction}
            onChange={(value) => setDirection(value as TimerDirection)}
            data={[
              { value: 'down', label: t('pages:timer.countDown') },
              { value: 'up', label: t('pages:timer.countUp') },
            ]}
            aria-label={t('pages:timer.direction')}
            disabled={clock.running}
          />
          <NumberInput
            value={seconds}
            onChange={(value) => {
              const next = typeof value === 'number' ? value : Number(value);
              if (Number.isFinite(next) && next >= 1) setSeconds(Math.min(3600, Math.round(next)));
            }}
            min={1}
            max={3600}
            w={150}
            label={t('pages:timer.fightTime')}
            suffix={` ${t('pages:timer.secondsShort')}`}
            disabled={clock.running}
          />
        </Group>
        <Text
          component="output"
          aria-live="off"
          aria-label={t('pages:timer.clock')}
          data-testid="timer-clock"
          fz={{ base: 88, sm: 128 }}
          fw={800}
          lh={1}
          ff="monospace"
          c={timeUp ? 'red.7' : 'dark.8'}
        >
          {formatClock(shown, direction)}
        </Text>
        <Badge color={clock.running ? 'green' : timeUp ? 'red' : 'gray'} variant="light" size="lg">
          {clock.running
            ? t('pages:timer.running')
            : timeUp
              ? t('pages:timer.timeUp')
              : t('pages:timer.stopped')}
        </Badge>
        <Group gap="sm" justify="center">
          <Button size="lg" onClick={toggle} disabled={!clock.running && timeUp} miw={140}>
            {clock.running ? t('pages:timer.stop') : t('pages:timer.start')}
          </Button>
          {ADD_TIME_STEPS_MS.map((ms) => (
            <Button
              key={ms}
              size="lg"
              variant="light"
              onClick={() => setClock((current) => addTime(current, ms, rules, Date.now()))}
            >
              {t('pages:timer.addSeconds', { seconds: ms / 1000 })}
            </Button>
          ))}
          <Button size="lg" variant="default" onClick={reset}>
            {t('pages:timer.reset')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" ta="center">
          {t('pages:timer.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
