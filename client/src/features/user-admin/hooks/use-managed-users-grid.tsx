import { Anchor, Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ROLES } from '@hema/shared/auth/roles';
import { clubsContract } from '@hema/shared/contracts/catalog';
import type { FilterClause } from '@hema/shared/query/list-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName } from '../../../lib/countries';
import { managedUserListEndpoint, type ManagedUser } from '../api/users';
import { formatDate } from '../../../lib/format-date';

interface ManagedUsersGridOptions {
  /** Where a name links to: `${hrefBase}/${id}`. */
  hrefBase: string;
  caption: string;
  /** Clauses every request carries, e.g. organizers only. */
  baseFilter?: FilterClause[];
  /** Show the license period (admins see it). */
  withLicense?: boolean;
  /** Admins: a button in the licence column opens the licence editor for the row. */
  onLicense?: (user: ManagedUser) => void;
  /** Offer the deleted accounts too (admins only: others may not filter by it). */
  withDeleted?: boolean;
}

/**
 * A licence as the list shows it: its days while it runs or will run, "Expired …" after, "No licence" without one
 * (a licence with only one bound is open on the other side).
 */
function licenseText(
  license: ManagedUser['license'],
  locale: string,
  t: TFunction<['translation', 'pages']>,
) {
  if (!license || (!license.from && !license.till)) return t('pages:admin.license.none');
  if (license.till && Date.parse(license.till) < Date.now())
    return t('pages:admin.license.expired', { date: formatDate(license.till, locale) });
  return t('pages:admin.license.runs', {
    from: license.from ? formatDate(license.from, locale) : '…',
    till: license.till ? formatDate(license.till, locale) : '…',
  });
}

/** Users as a management list for the reusable grid: name, role, club, place; search by name, role and club. */
export function useManagedUsersGrid({
  hrefBase,
  caption,
  baseFilter,
  withLicense,
  withDeleted,
  onLicense,
}: ManagedUsersGridOptions) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const columns = [
      {
        key: 'name',
        title: t('pages:management.columns.name'),
        sortable: true,
        render: (row: ManagedUser) => (
          <Anchor component={Link} to={`${hrefBase}/${row._id}`} fw={600}>
            {row.name || row.username}
          </Anchor>
        ),
      },
      {
        key: 'role',
        title: t('pages:management.columns.role'),
        sortable: true,
        render: (row: ManagedUser) => (row.role ? t(`user.roles.${row.role}`) : ''),
      },
      {
        key: 'clubTitle',
        title: t('pages:management.columns.club'),
        sortable: true,
        render: (row: ManagedUser) => row.club?.title ?? '',
      },
      {
        key: 'city',
        title: t('pages:management.columns.place'),
        sortable: true,
        render: (row: ManagedUser) => [row.city, countryName(row.country, locale)].filter(Boolean).join(', '),
      },
      ...(withLicense
        ? [
            {
              key: 'license',
              title: t('pages:management.columns.license'),
              render: (row: ManagedUser) => {
                const text = licenseText(row.license, locale, t);
                return onLicense ? (
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm">{text}</Text>
                    <Button size="compact-sm" variant="light" onClick={() => onLicense(row)}>
                      {t('pages:admin.license.manage')}
                    </Button>
                  </Group>
                ) : (
                  text
                );
              },
            },
          ]
        : []),
    ];
    const filters = [
      {
        field: 'name',
        type: 'text' as const,
        label: t('pages:management.columns.name'),
        placeholder: t('pages:management.placeholders.name'),
      },
      // The role is fixed when the list is one role's already (organizers).
      ...(baseFilter?.some((clause) => clause.field === 'role')
        ? []
        : [
            {
              field: 'role',
              type: 'select' as const,
              label: t('pages:management.columns.role'),
              placeholder: t('pages:management.placeholders.role'),
              options: ROLES.map((role) => ({ value: role, label: t(`user.roles.${role}`) })),
            },
          ]),
      ...(withDeleted
        ? [
            {
              field: 'deleted',
              type: 'select' as const,
              label: t('pages:management.columns.state'),
              // Without this filter the list holds the active accounts only (soft-deleted rows are hidden).
              placeholder: t('pages:management.placeholders.state'),
              options: [
                { value: 'false', label: t('pages:management.active') },
                { value: 'true', label: t('pages:management.removed') },
              ],
            },
          ]
        : []),
      {
        field: 'club',
        type: 'select-api' as const,
        label: t('pages:management.columns.club'),
        placeholder: t('pages:management.placeholders.club'),
        repository: clubsContract.list,
        searchField: 'title',
      },
    ];
    return {
      endpoint: managedUserListEndpoint,
      defaultSort: 'name',
      caption,
      emptyTitle: t('pages:management.noUsers'),
      emptyText: t('pages:management.noUsersText'),
      columns,
      filters,
      baseFilter,
    };
  }, [t, locale, hrefBase, caption, baseFilter, withLicense, withDeleted, onLicense]);
}
