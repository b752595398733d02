import { Anchor } from '@mantine/core';
import { weaponTypesContract } from '@hema/shared/contracts/catalog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName, countryOptions } from '../../../lib/countries';
import { CATALOG, type CatalogResource } from '../api/catalog';
import { formatDate } from '../../../lib/format-date';

/** The fields a catalog row may carry (each resource has some of them). */
interface CatalogRow {
  _id: string;
  title: string;
  createdAt: string;
  slug?: string;
  isInRussia?: boolean;
  country?: string | null;
  city?: string | null;
  type?: { _id: string; title: string } | null;
}

/**
 * A catalog list (clubs, zones, weapons, weapon types) for the reusable grid: title linking to the record, the
 * resource's own columns and filters, server-side paging and sorting. Plain values, so a route passes them on.
 */
export function useCatalogGrid(
  resource: CatalogResource,
  {
    hrefBase,
    caption,
    removable = false,
  }: {
    hrefBase: string;
    caption: string;
    /** Admins: a row's trash button removes it softly (`{deleted: true}`) after spec §5's confirmation. */
    removable?: boolean;
  },
) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const column = (key: string, title: string, render: (row: CatalogRow) => string, sortable = true) => ({
      key,
      title,
      sortable,
      render,
    });
    const columns = [
      {
        key: 'title',
        title: t('pages:management.columns.title'),
        sortable: true,
        render: (row: CatalogRow) => (
          <Anchor component={Link} to={`${hrefBase}/${row._id}`} fw={600}>
            {row.title}
          </Anchor>
        ),
      },
      ...(resource === 'clubs'
        ? [
            column('country', t('pages:management.columns.country'), (row) =>
              countryName(row.country, locale),
            ),
            column('city', t('pages:management.columns.city'), (row) => row.city ?? ''),
          ]
        : []),
      ...(resource === 'zones'
        ? [
            column('slug', t('pages:management.columns.slug'), (row) => row.slug ?? ''),
            column('isInRussia', t('pages:management.columns.inRussia'), (row) =>
              row.isInRussia ? t('pages:management.yes') : t('pages:management.no'),
            ),
          ]
        : []),
      ...(resource === 'weapons'
        ? [
            column(
              'weaponTypeTitle',
              t('pages:management.columns.weaponType'),
              (row) => row.type?.title ?? '',
            ),
          ]
        : []),
      column('createdAt', t('pages:management.columns.created'), (row) => formatDate(row.createdAt, locale)),
    ];
    const text = (field: string, label: string, placeholder: string) => ({
      field,
      type: 'text' as const,
      label,
      placeholder,
    });
    const filters = [
      text('title', t('pages:management.columns.title'), t('pages:management.placeholders.title')),
      ...(resource === 'clubs'
        ? [
            {
              field: 'country',
              type: 'select' as const,
              label: t('pages:management.columns.country'),
              placeholder: t('pages:management.placeholders.country'),
              options: () => countryOptions(locale),
            },
            text('city', t('pages:management.columns.city'), t('pages:management.placeholders.city')),
          ]
        : []),
      ...(resource === 'zones'
        ? [text('slug', t('pages:management.columns.slug'), t('pages:management.placeholders.slug'))]
        : []),
      ...(resource === 'weapons'
        ? [
            {
              field: 'weaponType',
              type: 'select-api' as const,
              label: t('pages:management.columns.weaponType'),
              placeholder: t('pages:management.placeholders.weaponType'),
              repository: weaponTypesContract.list,
              searchField: 'title',
            },
          ]
        : []),
    ];
    return {
      endpoint: CATALOG[resource].list,
      defaultSort: 'title',
      caption,
      emptyTitle: t('pages:management.emptyList'),
      emptyText: t('pages:management.emptyListText'),
      columns,
      filters,
      ...(removable
        ? { deletable: true, deleteAction: { kind: 'soft' as const, endpoint: CATALOG[resource].update } }
        : {}),
    };
  }, [t, locale, resource, hrefBase, caption, removable]);
}
