import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label → value rows of one record. Empty values show a dash. */
export function DetailsTable({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Paper withBorder radius="lg">
      <Table variant="vertical" layout="fixed" verticalSpacing="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 130, sm: 220 }}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {value === null || value === undefined || value === '' ? '—' : value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
