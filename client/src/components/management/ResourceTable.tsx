import { Anchor, Paper, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../ui/EmptyPanel';

export interface ResourceColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  width?: number;
}

interface ResourceTableProps<T extends { _id: string }> {
  columns: ResourceColumn<T>[];
  rows: T[] | undefined;
  isPending: boolean;
  errorText?: string | null;
  empty: { title: string; description: string };
  /** The first column links to the row's page. */
  rowHref?: (row: T) => string;
  minWidth?: number;
}

/** A plain table of a management list, with loading, error and empty states. */
export function ResourceTable<T extends { _id: string }>({
  columns,
  rows,
  isPending,
  errorText,
  empty,
  rowHref,
  minWidth = 560,
}: ResourceTableProps<T>) {
  if (isPending) return <Skeleton h={200} radius="lg" />;
  if (errorText) return <EmptyPanel icon="alert" title={errorText} />;
  if (!rows || rows.length === 0) return <EmptyPanel title={empty.title} description={empty.description} />;

  return (
    <Paper withBorder radius="lg" data-testid="resource-table">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row._id}>
                {columns.map((column, index) => (
                  <Table.Td key={column.key}>
                    {index === 0 && rowHref ? (
                      <Anchor component={Link} to={rowHref(row)} fw={600}>
                        {column.render(row)}
                      </Anchor>
                    ) : (
                      <Text component="div" size="sm">
                        {column.render(row) ?? '—'}
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
