import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSOLE_KEYS } from '@hema/shared/fight/console-keys';
import { isCalled } from '@hema/shared/fight/ring-queue';
import type { FightState } from '@hema/shared/realtime/protocol';
import { CalledBadge } from '../../../components/ui/CalledBadge';
import { useFightTitles } from '../../../lib/fight-titles';
import { KeyButton } from './KeyButton';

interface UpNextPanelProps {
  /** The ring's next fights after the current one (shared `upNext`): on deck, then in the hole. */
  upNext: readonly FightState[];
  /** Calls the fighters of the fight on deck (the call key does the same). */
  onCall: () => void;
}

const PLACES = ['onDeck', 'inTheHole'] as const;

/**
 * "On deck" and "In the hole": the two fights after the current one, so the judge sees who must be ready, and the
 * call key for the one on deck. A called fight says when it was called.
 */
export function UpNextPanel({ upNext, onCall }: UpNextPanelProps) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const onDeck = upNext[0];
  return (
    <Paper
      radius="lg"
      bg="dark.7"
      p="md"
      h="100%"
      style={{ border: '1px solid var(--mantine-color-dark-4)' }}
    >
      <Stack gap="sm">
        {PLACES.map((place, at) => {
          const fight = upNext[at];
          return (
            <Stack key={place} gap={4} data-testid={at === 0 ? 'next-fight' : 'in-the-hole'}>
              {at > 0 && <Divider color="dark.5" mb={4} />}
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text c="gray.4" fw={600} size="sm">
                  {t(`calls.${place}`)}
                </Text>
                {fight && isCalled(fight) && <CalledBadge calledAt={fight.view.calledAt!} />}
              </Group>
              {fight ? (
                <>
                  <Text c="gray.0" fw={700} fz={at === 0 ? 'lg' : 'md'} lh={1.3}>
                    {fight.fighter1?.name || '—'}{' '}
                    <Text span c="gray.5" fw={400} size="sm">
                      {t('judge.versus')}
                    </Text>{' '}
                    {fight.fighter2?.name || '—'}
                  </Text>
                  <Text c="gray.5" size="sm">
                    {titles.fight(fight)}
                  </Text>
                </>
              ) : (
                <Text c="gray.5" size="sm">
                  {at === 0 ? t('judge.noNextFight') : t('calls.nothingUpNext')}
                </Text>
              )}
            </Stack>
          );
        })}
        {onDeck && (
          <KeyButton
            color="orange"
            variant={isCalled(onDeck) ? 'light' : 'filled'}
            keyLabel={CONSOLE_KEYS.callNext.label}
            onPress={onCall}
            data-testid="call-next"
          >
            {isCalled(onDeck) ? t('calls.callAgain') : t('calls.callNext')}
          </KeyButton>
        )}
      </Stack>
    </Paper>
  );
}
