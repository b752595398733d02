import { Badge, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CONSOLE_KEYS, type ConsoleAction, type ConsoleKeyName } from '@hema/shared/fight/console-keys';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { takesEvent } from '@hema/shared/fight/status-events';
import { KeyButton } from './KeyButton';

interface ExchangePanelProps {
  view: FightView;
  /** The category's added value: what S/L score when no value is armed. */
  addedValue: number;
  /** The value armed by 2/3 for the next hit, or null. */
  armed: number | null;
  /** `points` chooses a hit's value from a button (phones have no 2/3 keys to arm). */
  onAction: (action: ConsoleAction, points?: number) => void;
}

const HIT_VALUES = [1, 2, 3] as const;

/**
 * Recording exchanges by key or button (docs/decisions.md "Exchange keys"): for each standing position a clean hit
 * of 1–3, an afterblow where that fighter hit first and the cards; in the middle a double, "no exchange" and undo.
 */
export function ExchangePanel({ view, addedValue, armed, onAction }: ExchangePanelProps) {
  const { t } = useTranslation();
  const open = takesEvent(view.status, 'EXCHANGE');
  // A phone or a narrow tablet is tapped, not typed on: its buttons leave the keys out so Russian words fit.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const keyOf = (name: ConsoleKeyName) => (narrow ? undefined : CONSOLE_KEYS[name].label);
  const { counters } = view;
  // Which key records a hit of this value: the plain key for the armed (or the category's) value, else value + key.
  const hitKey = (value: number, key: ConsoleKeyName) => {
    if (narrow) return undefined;
    const label = CONSOLE_KEYS[key].label;
    if (value === (armed ?? addedValue)) return label;
    if (value === 2 || value === 3) return `${value} ${label}`;
    return undefined;
  };

  const side = (position: 'left' | 'right') => {
    const left = position === 'left';
    const pos = left ? 1 : 2;
    const hit: ConsoleKeyName = left ? 'hitLeft' : 'hitRight';
    return (
      <Stack gap="xs" data-testid={`exchange-${position}`}>
        <Text c="gray.4" fw={600} size="sm">
          {left ? t('judge.left') : t('judge.right')}
        </Text>
        <Group grow gap="xs">
          {HIT_VALUES.map((value) => (
            <KeyButton
              key={value}
              color="green"
              disabled={!open}
              keyLabel={hitKey(value, hit)}
              title={t('judge.exchanges.hitButton', { points: value })}
              onPress={() => onAction({ kind: 'hit', side: pos }, value)}
            >
              +{value}
            </KeyButton>
          ))}
        </Group>
        <KeyButton
          variant="light"
          color="grape"
          disabled={!open}
          keyLabel={keyOf(left ? 'afterblowLeft' : 'afterblowRight')}
          onPress={() => onAction({ kind: 'afterblow', side: pos })}
        >
          {t('judge.exchanges.afterblowFirst')}
        </KeyButton>
        {/* Three cards side by side even at 390 px: tight padding keeps "Жёлтая" and its key from being cut. */}
        <Group grow gap={6}>
          {counters.yellowCards && (
            <KeyButton
              color="yellow"
              c="dark.9"
              disabled={!open}
              keyLabel={keyOf(left ? 'yellowLeft' : 'yellowRight')}
              px={8}
              fz="sm"
              onPress={() => onAction({ kind: 'card', side: pos, card: 'yellow' })}
            >
              {t('judge.exchanges.yellow')}
            </KeyButton>
          )}
          {counters.redCards && (
            <KeyButton
              color="red.8"
              disabled={!open}
              keyLabel={keyOf(left ? 'redLeft' : 'redRight')}
              px={8}
              fz="sm"
              onPress={() => onAction({ kind: 'card', side: pos, card: 'red' })}
            >
              {t('judge.exchanges.red')}
            </KeyButton>
          )}
          <KeyButton
            color="dark.9"
            style={{ border: '1px solid var(--mantine-color-dark-3)' }}
            disabled={!open}
            keyLabel={keyOf(left ? 'blackLeft' : 'blackRight')}
            px={8}
            fz="sm"
            onPress={() => onAction({ kind: 'blackCard', side: pos })}
          >
            {t('judge.exchanges.black')}
          </KeyButton>
        </Group>
      </Stack>
    );
  };

  return (
    <Paper
      radius="lg"
      bg="dark.7"
      p="md"
      style={{ border: '1px solid var(--mantine-color-dark-4)' }}
      data-testid="exchange-panel"
    >
      <Group justify="space-between" mb="xs">
        <Text c="gray.2" fw={700}>
          {t('judge.exchanges.title')}
        </Text>
        {armed !== null && (
          <Badge color="green" variant="filled" size="lg" data-testid="armed-value">
            {t('judge.exchanges.armed', { points: armed })}
          </Badge>
        )}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>{side('left')}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <Text c="gray.4" fw={600} size="sm">
              {t('judge.exchanges.both')}
            </Text>
            <Group grow gap="xs">
              {counters.doubles && (
                <KeyButton
                  color="orange"
                  disabled={!open}
                  keyLabel={keyOf('exchangeDouble')}
                  onPress={() => onAction({ kind: 'exchangeDouble' })}
                >
                  {t('judge.exchanges.double')}
                </KeyButton>
              )}
              <KeyButton
                variant="default"
                disabled={!open}
                keyLabel={keyOf('noExchange')}
                onPress={() => onAction({ kind: 'noExchange' })}
              >
                {t('judge.exchanges.none')}
              </KeyButton>
            </Group>
            <KeyButton
              variant="default"
              disabled={!open}
              keyLabel={keyOf('undoExchange')}
              onPress={() => onAction({ kind: 'undoExchange' })}
            >
              {t('judge.exchanges.undo')}
            </KeyButton>
            {!narrow && (
              <Text size="xs" c="gray.5">
                {t('judge.exchanges.valueHint')}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>{side('right')}</Grid.Col>
      </Grid>
    </Paper>
  );
}
