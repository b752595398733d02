import { Badge, Divider, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSOLE_KEYS, type ConsoleAction, type ConsoleKeyName } from '@hema/shared/fight/console-keys';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import { takesEvent } from '@hema/shared/fight/status-events';
import { eventTypeOf } from '../judge-commands';
import { KeyButton } from './KeyButton';

interface ActionBarProps {
  /** The status once waiting commands apply. */
  status: FightStatus;
  /** The bout must name a winner (a bracket): said up front, before a finish would be refused. */
  winnerRequired: boolean;
  onAction: (action: ConsoleAction) => void;
}

const FINISHES = ['finishVictory', 'finishOverTime', 'finishByPoints'] as const;
const OTHERS = ['technicalDefeat', 'restart', 'cancel', 'fixResult'] as const;
const LABELS = {
  finishVictory: 'judge.finishReasons.victory',
  finishOverTime: 'judge.finishReasons.overTime',
  finishByPoints: 'judge.finishReasons.byPoints',
  technicalDefeat: 'judge.technicalDefeat',
  restart: 'judge.restart',
  cancel: 'judge.cancel',
  fixResult: 'judge.fixResult',
} as const satisfies Record<(typeof FINISHES)[number] | (typeof OTHERS)[number], string>;

/**
 * Ending and correcting a fight: finish three ways, technical defeat, restart, cancel, fix results — only those the
 * fight can take in its status (a finished fight: restart and fix; a cancelled one: restart).
 */
export function ActionBar({ status, winnerRequired, onAction }: ActionBarProps) {
  const { t } = useTranslation();
  const available = (name: ConsoleKeyName) => takesEvent(status, eventTypeOf(CONSOLE_KEYS[name].action));
  const finishes = FINISHES.filter(available);
  const others = OTHERS.filter(available);
  if (finishes.length === 0 && others.length === 0) return null;
  const button = (name: (typeof FINISHES)[number] | (typeof OTHERS)[number]) => (
    <KeyButton
      key={name}
      color={name.startsWith('finish') ? 'blue' : name === 'technicalDefeat' ? 'red' : undefined}
      variant={name.startsWith('finish') ? 'filled' : name === 'technicalDefeat' ? 'light' : 'default'}
      keyLabel={CONSOLE_KEYS[name].label}
      onPress={() => onAction(CONSOLE_KEYS[name].action)}
    >
      {t(LABELS[name])}
    </KeyButton>
  );
  return (
    <Paper radius="lg" bg="dark.7" p="md" style={{ border: '1px solid var(--mantine-color-dark-4)' }}>
      <Group gap="sm" wrap="wrap" align="center">
        {finishes.length > 0 && (
          <>
            <Text c="gray.4" fw={600} size="sm" mr={4}>
              {t('judge.finish')}
            </Text>
            {finishes.map(button)}
            <Divider orientation="vertical" color="dark.4" />
          </>
        )}
        {others.map(button)}
        {winnerRequired && (
          <Badge color="indigo" variant="light" size="lg" ml="auto" data-testid="winner-required">
            {t('judge.winnerRequired')}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
