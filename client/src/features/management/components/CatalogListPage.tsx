import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogQuery, type CatalogItem, type CatalogResource } from '../api/catalog';
import { ManagementPage } from './ManagementPage';
import { ResourceTable, type ResourceColumn } from './ResourceTable';

interface CatalogListPageProps {
  resource: CatalogResource;
  title: string;
  purpose: ReactNode;
  /** Where a row links to: `${hrefBase}/${id}`. */
  hrefBase: string;
  back?: { to: string; label: string };
}

/** A catalog list (clubs, zones, weapons, weapon types) as a management table. */
export function CatalogListPage({ resource, title, purpose, hrefBase, back }: CatalogListPageProps) {
  const { t } = useTranslation(['translation', 'pages']);
  const query = useCatalogQuery(resource);
  const columns: ResourceColumn<CatalogItem>[] = [
    { key: 'title', header: t('pages:management.columns.title'), render: (row) => row.title },
  ];
  if (resource === 'clubs')
    columns.push({
      key: 'place',
      header: t('pages:management.columns.place'),
      render: (row) => [row.city, row.country].filter(Boolean).join(', ') || '—',
    });
  if (resource === 'zones') {
    columns.push({ key: 'slug', header: t('pages:management.columns.slug'), render: (row) => row.slug });
    columns.push({
      key: 'russia',
      header: t('pages:management.columns.inRussia'),
      render: (row) => (row.isInRussia ? t('pages:management.yes') : t('pages:management.no')),
    });
  }
  if (resource === 'weapons')
    columns.push({
      key: 'type',
      header: t('pages:management.columns.weaponType'),
      render: (row) => row.type?.title ?? '—',
    });
  columns.push({
    key: 'state',
    header: t('pages:management.columns.state'),
    render: (row) =>
      row.deleted ? (
        <Badge color="red" variant="light">
          {t('pages:management.removed')}
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          {t('pages:management.active')}
        </Badge>
      ),
    width: 120,
  });

  return (
    <ManagementPage title={title} purpose={purpose} back={back}>
      <ResourceTable
        columns={columns}
        rows={query.data?.items}
        isPending={query.isPending}
        errorText={query.isError ? t('errors.loading') : null}
        empty={{ title: t('pages:management.emptyList'), description: t('pages:management.emptyListText') }}
        rowHref={(row) => `${hrefBase}/${row._id}`}
      />
    </ManagementPage>
  );
}
