import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { buildFilter } from '@hema/shared/query/list-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsersQuery, type ManagedUser } from '../api/users';
import { ManagementPage } from './ManagementPage';
import { ResourceTable, type ResourceColumn } from './ResourceTable';

const PER_PAGE = 25;

interface UsersListPageProps {
  title: string;
  purpose: ReactNode;
  hrefBase: string;
  back?: { to: string; label: string };
  /** An extra filter clause, e.g. organizers only. */
  filter?: { field: string; values: string[] };
  extraColumns?: ResourceColumn<ManagedUser>[];
}

/** Users as a management list: search by name, page by page. */
export function UsersListPage({
  title,
  purpose,
  hrefBase,
  back,
  filter,
  extraColumns = [],
}: UsersListPageProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [page, setPage] = useState(1);
  const clauses = [
    ...(filter ? [filter] : []),
    ...(debounced ? [{ field: 'name', like: true, values: [debounced] }] : []),
  ];
  const query = useUsersQuery({
    page,
    perPage: PER_PAGE,
    filter: clauses.length ? buildFilter(clauses) : undefined,
  });
  const total = query.data?.count ?? 0;

  const columns: ResourceColumn<ManagedUser>[] = [
    {
      key: 'name',
      header: t('pages:management.columns.name'),
      render: (row) => row.name || row.username || row._id,
    },
    {
      key: 'role',
      header: t('pages:management.columns.role'),
      render: (row) => t(`user.roles.${row.role as 'USER'}`, row.role),
    },
    { key: 'club', header: t('pages:management.columns.club'), render: (row) => row.club?.title ?? '—' },
    {
      key: 'place',
      header: t('pages:management.columns.place'),
      render: (row) => [row.city, row.country].filter(Boolean).join(', ') || '—',
    },
    ...extraColumns,
  ];

  return (
    <ManagementPage title={title} purpose={purpose} back={back}>
      <Group justify="space-between" wrap="wrap">
        <TextInput
          label={t('pages:management.searchByName')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        {query.data && (
          <Text size="sm" c="dimmed">
            {t('pages:management.usersCount', { count: total })}
          </Text>
        )}
      </Group>
      <ResourceTable
        columns={columns}
        rows={query.data?.items}
        isPending={query.isPending}
        errorText={query.isError ? t('errors.loading') : null}
        empty={{ title: t('pages:management.noUsers'), description: t('pages:management.noUsersText') }}
        rowHref={(row) => `${hrefBase}/${row._id}`}
      />
      {total > PER_PAGE && <Pagination total={Math.ceil(total / PER_PAGE)} value={page} onChange={setPage} />}
    </ManagementPage>
  );
}
