import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { clockText, remainingAt, shownTimeAt, timeIsUp, type TimerDirection } from '@hema/shared/fight/clock';
import { consoleKeyOf, CONSOLE_KEYS, type ConsoleAction } from '@hema/shared/fight/console-keys';
import { ADD_TIME_STEPS_MS, type FightEvent } from '@hema/shared/fight/events';
import { applyFightEvent, createFight, fightView, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import type { FightRefusal } from '@hema/shared/fight/refusals';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyHandler } from '../hooks/use-key-handler';
import { useNow } from '../hooks/use-now';
import { ScoreKeysTable } from './ScoreKeysTable';
import { FIGHT_LIMITS } from '@hema/shared/schemas/bounds';

interface FightSettings {
  left: string;
  right: string;
  direction: TimerDirection;
  seconds: number;
  scoreCap: number | null;
}

type EventWithoutTime<E = FightEvent> = E extends FightEvent ? Omit<E, 'at'> : never;

function newFight(settings: FightSettings): FightSnapshot {
  return createFight({
    fightId: 'instant-fight',
    fighter1: 'left',
    fighter2: 'right',
    rules: {
      timerDirection: settings.direction,
      durationMs: settings.seconds * 1000,
      scoreCap: settings.scoreCap,
    },
  });
}

const SIDE_COLORS = { 1: 'red', 2: 'blue' } as const;
const MAX_SECONDS = FIGHT_LIMITS.durationMs / 1000;

/**
 * A fight scored on this page alone (spec §2 /instant-fight): the shared fight machine, the spec's keys (§9),
 * the timer with +5/+15 s. Nothing is saved and no account is needed.
 */
export function InstantFight() {
  const { t } = useTranslation(['translation', 'pages']);
  const [settings, setSettings] = useState<FightSettings>({
    left: '',
    right: '',
    direction: 'down',
    seconds: 90,
    scoreCap: null,
  });
  const [snapshot, setSnapshotState] = useState(() => newFight(settings));
  // Key presses can come faster than renders: each event applies to the latest snapshot, not the rendered one.
  const latest = useRef(snapshot);
  const setSnapshot = (next: FightSnapshot) => {
    latest.current = next;
    setSnapshotState(next);
  };
  const [refusal, setRefusal] = useState<FightRefusal | null>(null);
  const view = fightView(snapshot);
  const now = useNow(view.clock.running);
  const remaining = remainingAt(view.clock, view.clock, now);
  const timeUp = view.status !== 'finished' && timeIsUp(view.clock, view.clock.durationMs, now);
  const started = view.status !== 'scheduled';
  const over = view.status === 'finished' || view.status === 'cancelled';
  const names = {
    1: settings.left.trim() || t('pages:instantFight.leftFighter'),
    2: settings.right.trim() || t('pages:instantFight.rightFighter'),
  };

  function apply(event: EventWithoutTime, at = Date.now()): void {
    const outcome = applyFightEvent(latest.current, { ...event, at });
    if (!outcome.ok) {
      setRefusal(outcome.reason);
      return;
    }
    setRefusal(null);
    setSnapshot(outcome.snapshot);
  }

  // A count-down clock stops by itself when the fight time runs out, at the moment it ran out.
  useEffect(() => {
    const { clock } = view;
    if (clock.running && clock.direction === 'down' && remaining <= 0 && clock.startedAt !== null) {
      apply({ type: 'PAUSE' }, clock.startedAt + (clock.durationMs - clock.elapsedMs));
    }
  });

  const toggleClock = () => {
    if (view.status === 'scheduled') apply({ type: 'START' });
    else if (view.status === 'running') apply({ type: 'PAUSE' });
    else if (view.status === 'paused') apply({ type: 'RESUME' });
  };

  const score = (event: EventWithoutTime<Extract<FightEvent, { type: 'SCORE' | 'DOUBLE' }>>) => apply(event);

  // The judges' keys of the console, from the same shared key map (so they work on any keyboard layout); the
  // instant fight has no technical defeat, restart, cancel or fix.
  const onAction = (action: ConsoleAction): boolean => {
    switch (action.kind) {
      case 'score':
        score({ type: 'SCORE', side: action.side, delta: action.delta });
        return true;
      case 'double':
        score({ type: 'DOUBLE', delta: action.delta });
        return true;
      case 'timer':
        toggleClock();
        return true;
      case 'addTime':
        apply({ type: 'ADD_TIME', ms: action.ms });
        return true;
      case 'finish':
        apply({ type: 'FINISH', reason: action.reason });
        return true;
      default:
        return false;
    }
  };

  useKeyHandler((event) => {
    const name = consoleKeyOf({
      key: event.key,
      code: event.code,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      altGraph: event.getModifierState?.('AltGraph') ?? false,
    });
    return name !== null && onAction(CONSOLE_KEYS[name].action);
  });

  const restartWith = (next: FightSettings) => {
    setSettings(next);
    setSnapshot(newFight(next));
    setRefusal(null);
  };

  const resultText = () => {
    switch (view.result) {
      case 'F1_WIN':
        return t('pages:instantFight.wins', { name: names[1] });
      case 'F2_WIN':
        return t('pages:instantFight.wins', { name: names[2] });
      case 'DRAW':
        return t('pages:instantFight.results.draw');
      case 'NO_WIN':
        return t('pages:instantFight.results.noWin');
      case 'BOTH_WIN':
        return t('pages:instantFight.results.bothWin');
      default:
        return null;
    }
  };

  const scorePanel = (side: 1 | 2) => (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ borderTop: `6px solid var(--mantine-color-${SIDE_COLORS[side]}-6)` }}
    >
      <Stack gap="xs" align="center">
        <Text fw={700} size="lg" ta="center" truncate="end" maw="100%">
          {names[side]}
        </Text>
        <Text
          data-testid={`score-${side === 1 ? 'left' : 'right'}`}
          aria-label={t('pages:instantFight.scoreOf', { name: names[side] })}
          fz={{ base: 64, sm: 96 }}
          fw={800}
          lh={1}
          ff="monospace"
          c={`${SIDE_COLORS[side]}.7`}
        >
          {side === 1 ? view.score1 : view.score2}
        </Text>
        <Group gap="xs">
          <Button
            variant="light"
            color={SIDE_COLORS[side]}
            onClick={() => score({ type: 'SCORE', side, delta: -1 })}
            aria-label={t('pages:instantFight.removePoint', { name: names[side] })}
          >
            −1
          </Button>
          <Button
            color={SIDE_COLORS[side]}
            onClick={() => score({ type: 'SCORE', side, delta: 1 })}
            aria-label={t('pages:instantFight.addPoint', { name: names[side] })}
          >
            +1
          </Button>
        </Group>
      </Stack>
    </Paper>
  );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t('pages:instantFight.leftName')}
            placeholder={t('pages:instantFight.leftFighter')}
            value={settings.left}
            onChange={(event) => setSettings({ ...settings, left: event.currentTarget.value })}
          />
          <TextInput
            label={t('pages:instantFight.rightName')}
            placeholder={t('pages:instantFight.rightFighter')}
            value={settings.right}
            onChange={(event) => setSettings({ ...settings, right: event.currentTarget.value })}
          />
          <NumberInput
            label={t('pages:timer.fightTime')}
            suffix={` ${t('pages:timer.secondsShort')}`}
            min={10}
            max={MAX_SECONDS}
            value={settings.seconds}
            disabled={started}
            onChange={(value) => {
              const seconds = Number(value);
              // The input clamps only on blur; a longer time typed meanwhile would be refused by the fight's rules.
              if (Number.isFinite(seconds) && seconds >= 10)
                restartWith({ ...settings, seconds: Math.min(Math.round(seconds), MAX_SECONDS) });
            }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('pages:timer.direction')}
            </Text>
            <SegmentedControl
              fullWidth
              disabled={started}
              value={settings.direction}
              onChange={(value) => restartWith({ ...settings, direction: value as TimerDirection })}
              data={[
                { value: 'down', label: t('pages:timer.countDown') },
                { value: 'up', label: t('pages:timer.countUp') },
              ]}
            />
          </Stack>
        </SimpleGrid>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {scorePanel(1)}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm" align="center">
            <Text
              data-testid="fight-clock"
              aria-label={t('pages:timer.clock')}
              fz={{ base: 56, sm: 64 }}
              fw={800}
              lh={1}
              ff="monospace"
              c={timeUp ? 'red.7' : 'dark.8'}
              data-time-up={timeUp || undefined}
            >
              {clockText(shownTimeAt(view.clock, view.clock, now), view.clock.direction)}
            </Text>
            {timeUp && (
              <Text fw={800} c="red.9" tt="uppercase" role="alert">
                {t('pages:instantFight.timeUp')}
              </Text>
            )}
            <Badge variant="light" size="lg" color={view.status === 'running' ? 'green' : 'gray'}>
              {t(`pages:instantFight.status.${view.status}`)}
            </Badge>
            <Text size="sm" c="dimmed" data-testid="doubles">
              {t('pages:instantFight.doubles', { count: view.doubles })}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => score({ type: 'DOUBLE', delta: -1 })}>
                {t('pages:instantFight.doubleRemove')}
              </Button>
              <Button variant="default" size="xs" onClick={() => score({ type: 'DOUBLE', delta: 1 })}>
                {t('pages:instantFight.doubleAdd')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {scorePanel(2)}
      </SimpleGrid>

      {refusal && (
        <Alert color="yellow" variant="light" role="status" withCloseButton onClose={() => setRefusal(null)}>
          {t(`fight.refusals.${refusal}`)}
        </Alert>
      )}
      {view.status === 'finished' && (
        <Alert color="green" variant="light" title={t('pages:instantFight.finished')}>
          <span data-testid="fight-result">{resultText()}</span>
        </Alert>
      )}

      <Group gap="sm" justify="center" wrap="wrap">
        {!over && (
          <Button size="md" onClick={toggleClock} miw={130}>
            {view.status === 'running'
              ? t('pages:timer.stop')
              : view.status === 'paused'
                ? t('pages:instantFight.resume')
                : t('pages:instantFight.start')}
          </Button>
        )}
        {!over &&
          ADD_TIME_STEPS_MS.map((ms) => (
            <Button key={ms} size="md" variant="light" onClick={() => apply({ type: 'ADD_TIME', ms })}>
              {t('pages:timer.addSeconds', { seconds: ms / 1000 })}
            </Button>
          ))}
        {started && !over && (
          <>
            <Button size="md" variant="default" onClick={() => apply({ type: 'FINISH', reason: 'victory' })}>
              {t('pages:instantFight.finishVictory')}
            </Button>
            <Button size="md" variant="default" onClick={() => apply({ type: 'FINISH', reason: 'byPoints' })}>
              {t('pages:instantFight.finishByPoints')}
            </Button>
            <Button size="md" variant="default" onClick={() => apply({ type: 'FINISH', reason: 'overTime' })}>
              {t('pages:instantFight.finishOverTime')}
            </Button>
          </>
        )}
        {started && (
          <Button size="md" variant="subtle" color="red" onClick={() => restartWith(settings)}>
            {t('pages:instantFight.newFight')}
          </Button>
        )}
      </Group>

      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('pages:instantFight.keysTitle')}
        </Title>
        <ScoreKeysTable
          keyColumn={t('pages:instantFight.keyColumn')}
          actionColumn={t('pages:instantFight.actionColumn')}
        />
      </Paper>
    </Stack>
  );
}
