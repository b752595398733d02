import { ActionIcon, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSOLE_KEYS } from '@hema/shared/fight/console-keys';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { takesEvent } from '@hema/shared/fight/status-events';
import type { LiveFighter } from '@hema/shared/realtime/protocol';
import type { FighterColour } from '@hema/shared/ui-rules/fighter-colours';
import { FIGHTER_COLOUR_CSS } from '../colours';
import type { ConsoleEvent } from '../judge-commands';
import { KeyButton } from './KeyButton';

interface FighterPanelProps {
  /** Which fighter of the fight (1 is the red fighter). */
  side: 1 | 2;
  /** Where that fighter stands, seen by the judge: decides the label and the keys (Q/A left, ]/" right). */
  position: 'left' | 'right';
  fighter: LiveFighter | null;
  view: FightView;
  colour: FighterColour;
  winner: boolean;
  /** The score includes presses not sent yet (offline): it is drawn apart from a confirmed one. */
  unsent?: boolean;
  onEvent: (event: ConsoleEvent) => void;
}

interface CounterProps {
  label: string;
  value: number;
  tone: string;
  disabled: boolean;
  onChange: (delta: 1 | -1) => void;
}

function Counter({ label, value, tone, disabled, onChange }: CounterProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="nowrap">
        <Box w={10} h={14} bg={tone} style={{ borderRadius: 2 }} aria-hidden />
        <Text size="sm" c="gray.4">
          {label}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="sm"
          disabled={disabled}
          aria-label={t('judge.counterRemove', { label })}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChange(-1)}
        >
          −
        </ActionIcon>
        <Text fw={700} w={22} ta="center" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="sm"
          disabled={disabled}
          aria-label={t('judge.counterAdd', { label })}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChange(1)}
        >
          +
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** One fighter's half of the console: name, club, colour, score with its keys, cards and appeals. */
export function FighterPanel({
  side,
  position,
  fighter,
  view,
  colour,
  winner,
  unsent = false,
  onEvent,
}: FighterPanelProps) {
  const { t } = useTranslation();
  const paint = FIGHTER_COLOUR_CSS[colour];
  const score = side === 1 ? view.score1 : view.score2;
  const add = position === 'left' ? CONSOLE_KEYS.leftAdd : CONSOLE_KEYS.rightAdd;
  const remove = position === 'left' ? CONSOLE_KEYS.leftRemove : CONSOLE_KEYS.rightRemove;
  // The fight's own counters (its state carries them): what the engine accepts, changed live by the organizer.
  const counters = view.counters;
  const cards = view.cards;
  const yellow = side === 1 ? cards.yellow1 : cards.yellow2;
  const red = side === 1 ? cards.red1 : cards.red2;
  const hitPoints = view.hitPoints?.[side];
  // Counters change only while the fight runs or is paused: elsewhere the buttons say so instead of being refused.
  const closed = !takesEvent(view.status, 'SCORE');

  return (
    <Paper
      radius="lg"
      bg="dark.7"
      style={{ overflow: 'hidden', border: `1px solid var(--mantine-color-dark-4)` }}
      data-testid={`fighter-panel-${side}`}
    >
      <Box bg={paint.fill} c={paint.text} px="lg" py={10}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} tt="uppercase" size="sm" style={{ letterSpacing: 1 }}>
            {position === 'left' ? t('judge.left') : t('judge.right')} · {t(`judge.colours.${colour}`)}
          </Text>
          {winner && (
            <Badge color="yellow" c="dark.9" variant="filled">
              {t('judge.winner')}
            </Badge>
          )}
        </Group>
      </Box>
      <Stack gap="md" p="lg">
        <div>
          <Text fz={28} fw={700} c="gray.0" lineClamp={2} lh={1.15} data-testid={`fighter-name-${side}`}>
            {fighter?.name || t('judge.noFighter')}
          </Text>
          <Text c="gray.5" size="md" mt={4} lineClamp={1}>
            {fighter?.club ?? t('judge.noClub')}
          </Text>
        </div>
        <Text
          fz={128}
          fw={800}
          lh={1}
          ta="center"
          c={unsent ? 'yellow.4' : 'gray.0'}
          fs={unsent ? 'italic' : undefined}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid={`score-${side}`}
          data-unsent={unsent || undefined}
          aria-label={
            unsent
              ? t('judge.scoreOfUnsent', { name: fighter?.name ?? '' })
              : t('judge.scoreOf', { name: fighter?.name ?? '' })
          }
        >
          {score}
        </Text>
        {hitPoints !== undefined && (
          <Text ta="center" c="gray.4" size="sm">
            {t('judge.hitPoints', { count: hitPoints })}
          </Text>
        )}
        <Group grow gap="sm">
          <KeyButton
            size="lg"
            color="green"
            disabled={closed}
            keyLabel={add.label}
            onPress={() => onEvent({ type: 'SCORE', side, delta: 1 })}
          >
            {t('judge.pointAdd')}
          </KeyButton>
          <KeyButton
            size="lg"
            variant="default"
            disabled={closed}
            keyLabel={remove.label}
            onPress={() => onEvent({ type: 'SCORE', side, delta: -1 })}
          >
            {t('judge.pointRemove')}
          </KeyButton>
        </Group>
        {(counters.yellowCards || counters.redCards || counters.appeals) && (
          <Stack gap={6} pt={4} style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}>
            {counters.yellowCards && (
              <Counter
                label={t('judge.yellowCards')}
                value={yellow}
                tone="yellow.5"
                disabled={closed}
                onChange={(delta) => onEvent({ type: 'CARD', side, card: 'yellow', delta })}
              />
            )}
            {counters.redCards && (
              <Counter
                label={t('judge.redCards')}
                value={red}
                tone="red.7"
                disabled={closed}
                onChange={(delta) => onEvent({ type: 'CARD', side, card: 'red', delta })}
              />
            )}
            {counters.appeals && (
              <Counter
                label={t('judge.appeals')}
                value={view.appeals[side]}
                tone="gray.5"
                disabled={closed}
                onChange={(delta) => onEvent({ type: 'APPEAL', side, delta })}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
