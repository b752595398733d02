import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightExchanges } from '@hema/shared/contracts/fights';
import type { ExchangeRecord } from '@hema/shared/fight/exchanges';
import type { FightState } from '@hema/shared/realtime/protocol';
import { formatClock } from '../../../components/ui/fight-clock';
import { useExchangeText } from '../hooks/use-exchange-text';

interface ExchangeHistoryProps {
  fight: FightState;
  history: FightExchanges | undefined;
}

/** The fight's exchanges, newest first: what, for whom, the points it gave, when on the clock; undone ones struck. */
export function ExchangeHistory({ fight, history }: ExchangeHistoryProps) {
  const { t } = useTranslation();
  const text = useExchangeText(fight);
  const name = (side: 1 | 2) => (side === 1 ? fight.fighter1?.name : fight.fighter2?.name) || '—';
  const records = [...(history?.exchanges ?? [])].reverse();
  const gave = (record: ExchangeRecord) => {
    const parts: string[] = [];
    if (record.deltas.score1) parts.push(`${name(1)} +${record.deltas.score1}`);
    if (record.deltas.score2) parts.push(`${name(2)} +${record.deltas.score2}`);
    if (record.deltas.doubles) parts.push(t('judge.exchanges.doublesPlus', { count: record.deltas.doubles }));
    return parts.join(', ') || '—';
  };
  return (
    <Paper
      radius="lg"
      bg="dark.7"
      p="md"
      style={{ border: '1px solid var(--mantine-color-dark-4)' }}
      data-testid="exchange-history"
    >
      <Text c="gray.2" fw={700} mb="xs">
        {t('judge.exchanges.history')}
      </Text>
      {records.length === 0 ? (
        <Text c="gray.5" size="sm">
          {t('judge.exchanges.noneYet')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} maxHeight={260}>
          <Table c="gray.1" verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th c="gray.4">{t('judge.exchanges.clock')}</Table.Th>
                <Table.Th c="gray.4">{t('judge.exchanges.what')}</Table.Th>
                <Table.Th c="gray.4">{t('judge.exchanges.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((record, index) => {
                const undone = record.undoneAt !== undefined;
                const style = undone ? { textDecoration: 'line-through', opacity: 0.6 } : undefined;
                return (
                  <Table.Tr
                    key={`${record.at}-${records.length - index}`}
                    data-testid="exchange-row"
                    data-undone={undone || undefined}
                    style={style}
                  >
                    <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {record.clockMs === undefined ? '' : formatClock(record.clockMs, 'up')}
                    </Table.Td>
                    <Table.Td>
                      {text(record.exchange)}
                      {undone && (
                        <Text span size="xs" c="gray.5">
                          {' '}
                          ({t('judge.exchanges.undone')})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{gave(record)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
