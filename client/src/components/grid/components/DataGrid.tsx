import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { parseSort, type FilterClause } from '@hema/shared/query/list-query';
import { isFilterEmpty } from '@hema/shared/ui-rules/filter-emptiness';
import { totalPages } from '@hema/shared/ui-rules/pagination';
import { useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteEntity, type DeleteAction } from '../api/delete-entity';
import { useListPage, type AnyListEndpoint } from '../api/list';
import { entityLabel, gridQuery, toggledSort } from '../grid-query';
import type { GridColumn, GridFilter, GridItem } from '../grid-types';
import { GRID_PER_PAGE_OPTIONS, useGridState } from '../hooks/use-grid-state';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { GridFilters } from './GridFilters';
import { PaginationControl } from './PaginationControl';
import { ariaSort, SortHeader } from './SortHeader';
import { TrashIcon } from './TrashIcon';
import { READ_ONLY } from '../../ui/read-only';

export interface DataGridProps<T extends GridItem> {
  /** The list endpoint of the shared contracts; its item schema parses the rows. */
  endpoint: AnyListEndpoint;
  columns: readonly GridColumn<T>[];
  filters?: readonly GridFilter[];
  defaultSort?: string;
  /** Page sizes; "all" (0) is always offered after them. */
  perPageOptions?: readonly number[];
  /** Path parameters of the list endpoint, e.g. the nomination of a participant list. */
  params?: Record<string, string>;
  /** Extra query parameters of every list request. */
  extraQuery?: Record<string, string | number>;
  /** Filter clauses every request carries, e.g. the members of one club. */
  baseFilter?: readonly FilterClause[];
  /** Accessible name of the table. */
  caption: string;
  emptyTitle?: string;
  emptyText?: string;
  /** Offer deletion (a row may refuse it). */
  deletable?: boolean | ((row: T) => boolean);
  /** The endpoint that deletes a row: DELETE, or the update endpoint with `{deleted: true}`. */
  deleteAction?: DeleteAction;
  /** Cards instead of a table on every width (e.g. tournaments); otherwise cards only on narrow screens. */
  renderCard?: (row: T) => ReactNode;
  /** Keep state in local storage (default true). */
  persist?: boolean;
}

const EMPTY_FILTERS: readonly GridFilter[] = [];

/**
 * The reusable grid of spec §2 §4 §5 §9: filters, sortable columns, pagination, page sizes with "all", state
 * kept in local storage per resource and path, and deletion with confirmation.
 */
export function DataGrid<T extends GridItem>({
  endpoint,
  columns,
  filters = EMPTY_FILTERS,
  defaultSort = '',
  perPageOptions = GRID_PER_PAGE_OPTIONS,
  params,
  extraQuery,
  baseFilter,
  caption,
  emptyTitle,
  emptyText,
  deletable = false,
  deleteAction,
  renderCard,
  persist = true,
}: DataGridProps<T>) {
  const { t } = useTranslation();
  const sortById = useId();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // Spec §4: state is kept per resource and list path; the resource is the endpoint's path (`clubs`).
  const resource = endpoint.path.replace(/^\//, '');
  const grid = useGridState({ resource, filters, defaultSort, perPageOptions, persist });
  const { state } = grid;
  const query = gridQuery(state, filters, extraQuery, baseFilter);
  const list = useListPage(endpoint, query, params);
  const remove = useDeleteEntity(endpoint, deleteAction);
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);

  // An answer arrives as a blocking update (the query cache is an external store); deferred, the rows render in
  // slices that leave the main thread free, the skeleton or the previous page staying meanwhile.
  const shown = useDeferredValue(list.data);
  const count = shown?.count ?? 0;
  // The endpoint's item schema parsed the rows; the columns were written for the same item.
  const items = (shown?.items ?? []) as T[];
  const filtered = filters.some((filter) => !isFilterEmpty(filter.type, state.filters[filter.field] ?? null));
  const canDelete = (row: T) => (typeof deletable === 'function' ? deletable(row) : deletable);
  const withActions = deletable !== false;

  // A page that no longer exists (rows deleted, a smaller list) falls back to the last one.
  useEffect(() => {
    if (!list.data || list.isPlaceholderData || list.isFetching) return;
    const last = Math.max(1, totalPages(list.data.count, state.perPage));
    if (state.page > last) grid.setPage(last);
  }, [list.data, list.isPlaceholderData, list.isFetching, state.page, state.perPage, grid]);

  const sortable = useMemo(() => columns.filter((column) => column.sortable), [columns]);
  const toggleSort = (field: string) => grid.setSort(toggledSort(state.sort, field));

  const deleteButton = (row: T) =>
    canDelete(row) ? (
      <Tooltip label={t('grid.delete')} withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('grid.delete')}: ${entityLabel(row) ?? ''}`}
          onClick={() => setPendingDelete(row)}
        >
          <TrashIcon />
        </ActionIcon>
      </Tooltip>
    ) : null;

  const cards = renderCard !== undefined || narrow;
  const body = () => {
    if (!shown && !list.isError) {
      return (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h={cards ? 72 : 40} radius="md" />
          ))}
        </Stack>
      );
    }
    if (list.isError && !shown) {
      return (
        <Alert color="red" title={t('grid.loadingError')}>
          <Button variant="light" color="red" size="xs" mt="xs" {...READ_ONLY} onClick={() => list.refetch()}>
            {t('grid.retry')}
          </Button>
        </Alert>
      );
    }
    if (items.length === 0) {
      return (
        <Card withBorder radius="md" py="xl">
          <EmptyState
            title={filtered ? t('grid.noEntitiesFiltered') : (emptyTitle ?? t('grid.noEntities'))}
            description={filtered ? t('grid.noEntitiesFilteredHint') : emptyText}
          />
        </Card>
      );
    }
    if (cards) {
      return (
        <Stack gap="sm">
          {items.map((row) =>
            renderCard ? (
              <Box key={row._id} pos="relative">
                {renderCard(row)}
              </Box>
            ) : (
              <Card key={row._id} withBorder radius="md" padding="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Box fw={600}>{columns[0]?.render(row)}</Box>
                    {columns.slice(1).map((column) => {
                      const value = column.hideInCard ? null : column.render(row);
                      if (value === null || value === undefined || value === '' || value === false)
                        return null;
                      return (
                        <Group key={column.key} gap={6} wrap="nowrap" align="baseline">
                          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                            {column.title}
                          </Text>
                          <Box fz="sm" style={{ minWidth: 0 }}>
                            {value}
                          </Box>
                        </Group>
                      );
                    })}
                  </Stack>
                  {withActions && deleteButton(row)}
                </Group>
              </Card>
            ),
          )}
        </Stack>
      );
    }
    return (
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    ta={column.align}
                    w={column.width}
                    aria-sort={column.sortable ? ariaSort(column.key, state.sort) : undefined}
                  >
                    {column.sortable ? (
                      <SortHeader
                        field={column.key}
                        title={column.title}
                        sort={state.sort}
                        onToggle={() => toggleSort(column.key)}
                      />
                    ) : (
                      column.title
                    )}
                  </Table.Th>
                ))}
                {withActions && (
                  <Table.Th w={60}>
                    <Text size="sm" fw={700} style={{ position: 'absolute', left: -9999 }}>
                      {t('grid.actions')}
                    </Text>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr
                  key={row._id}
                  bg={row.highlight ? 'yellow.0' : undefined}
                  c={row.deleted ? 'dimmed' : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                  {withActions && <Table.Td>{deleteButton(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );
  };

  const sortField = state.sort ? parseSort(state.sort) : null;

  return (
    <Stack gap="md">
      {filters.length > 0 && (
        <GridFilters
          filters={filters}
          values={grid.draftFilters}
          onChange={grid.setFilter}
          onClear={grid.clearFilters}
        />
      )}
      {cards && sortable.length > 0 && (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Text size="sm" c="dimmed" component="label" htmlFor={sortById}>
            {t('grid.sortBy')}
          </Text>
          <Select
            id={sortById}
            placeholder={t('grid.sortBy')}
            size="xs"
            w={160}
            allowDeselect={false}
            value={sortField?.field ?? null}
            data={sortable.map((column) => ({ value: column.key, label: column.title }))}
            onChange={(field) => field && grid.setSort(sortField?.descending ? `-${field}` : field)}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            variant="default"
            size="xs"
            disabled={!sortField}
            onClick={() => sortField && toggleSort(sortField.field)}
            aria-label={sortField?.descending ? t('grid.sortDescending') : t('grid.sortAscending')}
          >
            {sortField?.descending ? '↓' : '↑'}
          </Button>
        </Group>
      )}
      {/* Busy while an edited filter waits for its debounce, a page is fetched or its rows are still being drawn:
          assistive technology (and a test) knows the rows shown are about to change. */}
      <Box
        aria-busy={grid.draftFilters !== state.filters || list.isFetching || shown !== list.data || undefined}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {body()}
      </Box>
      {shown && (
        <PaginationControl
          activePage={state.page}
          perPage={state.perPage}
          totalEntities={count}
          perPageOptions={[...perPageOptions, 0]}
          onGoToPage={grid.setPage}
          onSetPerPage={grid.setPerPage}
        />
      )}
      <DeleteConfirmModal
        opened={pendingDelete !== null}
        label={pendingDelete ? entityLabel(pendingDelete) : null}
        pending={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete._id, { onSettled: () => setPendingDelete(null) });
        }}
      />
    </Stack>
  );
}
