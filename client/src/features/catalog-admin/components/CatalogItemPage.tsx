import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { countryName } from '../../../lib/countries';
import { useCatalogItemQuery, type CatalogResource } from '../api/catalog';
import { CatalogRecordActions } from './CatalogRecordActions';
import { DetailsTable } from '../../../components/management/DetailsTable';
import { formatDate } from '../../../lib/format-date';
import { ManagementPage } from '../../../components/management/ManagementPage';

interface CatalogItemPageProps {
  resource: CatalogResource;
  id: string;
  purpose: ReactNode;
  back: { to: string; label: string };
  /** The form that edits the record, under its details. */
  edit?: (item: NonNullable<ReturnType<typeof useCatalogItemQuery>['data']>) => ReactNode;
  /** Admins: remove or restore the record (and merge a duplicate club); the list's path. */
  adminListPath?: string;
}

/** One catalog record (club, zone, weapon, weapon type) with its fields. */
export function CatalogItemPage({ resource, id, purpose, back, edit, adminListPath }: CatalogItemPageProps) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const query = useCatalogItemQuery(resource, id);
  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:management.notFound')}
        description={t('pages:management.notFoundText')}
      />
    );
  // The four catalog records share title and dates; the rest is the resource's own.
  const item: {
    title: string;
    createdAt: string;
    slug?: string;
    description?: string;
    isInRussia?: boolean;
    city?: string | null;
    country?: string | null;
    type?: { title: string } | null;
  } = query.data;
  const rows: [string, ReactNode][] = [[t('pages:management.columns.title'), item.title]];
  if (resource === 'zones') {
    rows.push([t('pages:management.columns.slug'), item.slug]);
    rows.push([t('pages:management.columns.description'), item.description]);
    rows.push([
      t('pages:management.columns.inRussia'),
      item.isInRussia ? t('pages:management.yes') : t('pages:management.no'),
    ]);
  }
  if (resource === 'clubs')
    rows.push([
      t('pages:management.columns.place'),
      [item.city, countryName(item.country, i18n.resolvedLanguage ?? 'en')].filter(Boolean).join(', '),
    ]);
  if (resource === 'weapons') rows.push([t('pages:management.columns.weaponType'), item.type?.title]);
  rows.push([
    t('pages:management.columns.state'),
    query.data.deleted ? t('pages:management.removed') : t('pages:management.active'),
  ]);
  rows.push([t('pages:management.columns.created'), formatDate(item.createdAt, i18n.resolvedLanguage)]);

  return (
    <ManagementPage title={item.title} purpose={purpose} back={back}>
      <DetailsTable rows={rows} />
      {edit?.(query.data)}
      {adminListPath && (
        <CatalogRecordActions resource={resource} item={query.data} listPath={adminListPath} />
      )}
    </ManagementPage>
  );
}
