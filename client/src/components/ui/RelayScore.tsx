import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightView } from '@hema/shared/fight/fight-engine';

/**
 * A relay bout's team line: both team names with their carried totals, which bout of the relay this is
 * and the team total that ends it. Nothing for an individual fight.
 */
export function RelayScore({ view, dark = false }: { view: FightView; dark?: boolean }) {
  const { t } = useTranslation();
  const relay = view.relay;
  if (!relay) return null;
  const dim = dark ? 'gray.4' : 'dimmed';
  return (
    <Group gap="xs" wrap="wrap" data-testid="relay-score" align="baseline">
      <Text fw={700} c={dark ? 'gray.0' : undefined} data-testid="relay-team-1">
        {relay.team1.name}
      </Text>
      <Text
        fw={800}
        fz="lg"
        c={dark ? 'gray.0' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="relay-total"
        aria-label={t('live.relay.teamScore')}
      >
        {relay.total1}:{relay.total2}
      </Text>
      <Text fw={700} c={dark ? 'gray.0' : undefined} data-testid="relay-team-2">
        {relay.team2.name}
      </Text>
      <Text size="sm" c={dim} data-testid="relay-bout">
        {t('live.relay.bout', { n: relay.bout + 1, total: relay.bouts })}
        {relay.threshold !== null ? ` · ${t('live.relay.to', { score: relay.threshold })}` : ''}
        {relay.decides ? ` · ${t('live.relay.decides')}` : ''}
      </Text>
    </Group>
  );
}
