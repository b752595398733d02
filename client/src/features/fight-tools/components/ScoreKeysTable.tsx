import { Kbd, Table } from '@mantine/core';
import { SCORE_KEYS } from '@hema/shared/fight/score-keys';
import { useTranslation } from 'react-i18next';
import { scoreKeyLabel } from './score-key-labels';

interface ScoreKeysTableProps {
  keyColumn: string;
  actionColumn: string;
  /** Extra rows (e.g. Space for the timer on the instant fight page). */
  extra?: { key: string; action: string }[];
}

/** Spec §9 score keys as a two-column table. */
export function ScoreKeysTable({ keyColumn, actionColumn, extra = [] }: ScoreKeysTableProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const rows = [
    ...SCORE_KEYS.map((key) => ({ key: key.label, action: t(scoreKeyLabel(key.event)) })),
    ...extra,
  ];
  return (
    <Table withTableBorder verticalSpacing="xs" maw={520}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={110}>{keyColumn}</Table.Th>
          <Table.Th>{actionColumn}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>
              <Kbd>{row.key}</Kbd>
            </Table.Td>
            <Table.Td>{row.action}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
