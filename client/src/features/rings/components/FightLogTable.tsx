import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import type { FightLogEntry } from '../api/fight-log';

interface FightLogTableProps {
  entries: FightLogEntry[];
  /** The event in words ("+1 point for Anna"), in the interface language: never its raw type. */
  describe: (entry: FightLogEntry) => string;
  /** A refusal's reason in words. */
  refusal: (reason: NonNullable<FightLogEntry['reason']>) => string;
}

/**
 * A fight's event log, oldest first: when, what (with who sent it and from which console), the score after it.
 * Three columns, so it reads on a phone; refused commands stay in the log, marked.
 */
export function FightLogTable({ entries, describe, refusal }: FightLogTableProps) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  if (entries.length === 0)
    return <EmptyPanel title={t('pages:fightLog.empty')} description={t('pages:fightLog.emptyText')} />;
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  return (
    <Paper withBorder radius="lg">
      <Table verticalSpacing="xs" aria-label={t('pages:fightLog.title')} data-testid="fight-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={{ base: 76, sm: 120 }}>{t('pages:fightLog.when')}</Table.Th>
            <Table.Th>{t('pages:fightLog.event')}</Table.Th>
            <Table.Th w={{ base: 64, sm: 110 }} ta="right">
              {t('pages:fightLog.score')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const at = new Date(entry.recordedAt);
            return (
              <Table.Tr key={entry._id} c={entry.applied ? undefined : 'dimmed'}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {time.format(at)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {date.format(at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Text
                      size="sm"
                      fw={entry.event.type === 'FIX_RESULT' ? 700 : 500}
                      td={entry.applied ? undefined : 'line-through'}
                    >
                      {describe(entry)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {entry.console === 'platform' && !entry.user
                        ? t('pages:fightLog.consoles.platform')
                        : t('pages:fightLog.by', {
                            name: entry.user?.name || t('pages:fightLog.unknownUser'),
                            console: t(`pages:fightLog.consoles.${entry.console ?? 'none'}`),
                          })}
                    </Text>
                    {!entry.applied && entry.reason && (
                      <Badge
                        color="orange"
                        variant="light"
                        size="sm"
                        style={{ whiteSpace: 'normal', height: 'auto' }}
                      >
                        {t('pages:fightLog.refused', { reason: refusal(entry.reason) })}
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={600} ff="monospace">
                    {entry.score1 === null || entry.score2 === null ? '—' : `${entry.score1}:${entry.score2}`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
