import { Badge, Box, Paper, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FightState } from '@hema/shared/realtime/protocol';
import { STATUS_COLOURS } from './ClockPanel';

interface RingQueueProps {
  ordered: FightState[];
  currentId: string | null;
  nextId: string | null;
  targetId: string | null;
  onSelect: (fightId: string) => void;
}

/** Every fight of the ring in order; choosing one points the keys at it (to fix or restart a finished fight). */
export function RingQueue({ ordered, currentId, nextId, targetId, onSelect }: RingQueueProps) {
  const { t } = useTranslation();
  return (
    <Paper radius="lg" bg="dark.7" p="md" style={{ border: '1px solid var(--mantine-color-dark-4)' }}>
      <Text c="gray.4" fw={600} size="sm" mb="xs">
        {t('judge.queue', { count: ordered.length })}
      </Text>
      <ScrollArea.Autosize mah={280} type="auto">
        <Table
          verticalSpacing={6}
          horizontalSpacing="sm"
          c="gray.2"
          highlightOnHover
          highlightOnHoverColor="dark.6"
          borderColor="dark.5"
        >
          <Table.Tbody>
            {ordered.map((fight, at) => {
              const selected = fight.fightId === targetId;
              return (
                <Table.Tr
                  key={fight.fightId}
                  bg={selected ? 'dark.5' : undefined}
                  aria-selected={selected}
                  data-testid="queue-row"
                >
                  <Table.Td w={36}>
                    <Text size="sm" c="gray.5">
                      {at + 1}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <UnstyledButton
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => onSelect(fight.fightId)}
                      c="gray.1"
                      fz="sm"
                      w="100%"
                    >
                      {fight.fighter1?.name || '—'}{' '}
                      <Text span c="gray.5">
                        {t('judge.versus')}
                      </Text>{' '}
                      {fight.fighter2?.name || '—'}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td w={70} ta="center">
                    <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {fight.view.score1}:{fight.view.score2}
                    </Text>
                  </Table.Td>
                  {/* As wide as its badge: "Следующий" and other long status words are never cut. */}
                  <Table.Td ta="right" style={{ width: 1 }}>
                    <Box w="max-content" ml="auto">
                      {fight.fightId === currentId ? (
                        <Badge size="sm" color="green" variant="filled">
                          {t('judge.now')}
                        </Badge>
                      ) : fight.fightId === nextId ? (
                        <Badge size="sm" color="indigo" variant="light">
                          {t('judge.next')}
                        </Badge>
                      ) : (
                        <Badge size="sm" color={STATUS_COLOURS[fight.view.status]} variant="light">
                          {t(`live.status.${fight.view.status}`)}
                        </Badge>
                      )}
                    </Box>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
