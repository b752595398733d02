import { Anchor, Badge } from '@mantine/core';
import { TOURNAMENT_STATUSES } from '@hema/shared/competition/tournament-status';
import { tournamentsContract, type TournamentSummary } from '@hema/shared/contracts/tournaments';
import type { FilterClause } from '@hema/shared/query/list-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format-date';

/** `mine[custom]:1`: the tournaments the caller manages, in every status (an admin: every tournament). */
const MINE: readonly FilterClause[] = [{ field: 'mine', custom: true, values: ['1'] }];

interface ManagedTournamentsGridOptions {
  /** Where a title links to: `${hrefBase}/${id}`. */
  hrefBase: string;
  caption: string;
  emptyText: string;
  /** The administrators' review: who organizes each tournament and whether it is approved. */
  review?: boolean;
}

/**
 * The tournaments an organizer runs (an admin: all) for the reusable grid: newest first, paged, sorted and filtered
 * on the server; search by title and status.
 */
export function useManagedTournamentsGrid({
  hrefBase,
  caption,
  emptyText,
  review,
}: ManagedTournamentsGridOptions) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const columns = [
      {
        key: 'title',
        title: t('pages:management.columns.title'),
        sortable: true,
        render: (row: TournamentSummary) => (
          <Anchor component={Link} to={`${hrefBase}/${row._id}`} fw={600}>
            {row.title}
          </Anchor>
        ),
      },
      ...(review
        ? [
            {
              key: 'author',
              title: t('pages:management.columns.organizer'),
              render: (row: TournamentSummary) => row.author?.name ?? '',
            },
          ]
        : []),
      {
        key: 'status',
        title: t('pages:management.columns.status'),
        sortable: true,
        render: (row: TournamentSummary) => (
          <Badge variant="light">{t(`tournaments.status.${row.status}`)}</Badge>
        ),
      },
      ...(review
        ? [
            {
              key: 'approved',
              title: t('pages:management.columns.approved'),
              render: (row: TournamentSummary) =>
                row.approved ? t('pages:management.yes') : t('pages:management.no'),
            },
          ]
        : []),
      {
        key: 'dateStart',
        title: t('pages:management.columns.starts'),
        sortable: true,
        render: (row: TournamentSummary) => formatDate(row.dateStart, locale),
      },
      {
        key: 'country',
        title: t('pages:management.columns.place'),
        sortable: true,
        render: (row: TournamentSummary) =>
          [row.city, countryName(row.country, locale)].filter(Boolean).join(', '),
      },
    ];
    const filters = [
      {
        field: 'title',
        type: 'text' as const,
        label: t('pages:management.columns.title'),
        placeholder: t('pages:management.placeholders.title'),
      },
      {
        field: 'status',
        type: 'select' as const,
        label: t('pages:management.columns.status'),
        placeholder: t('pages:management.placeholders.status'),
        options: TOURNAMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`tournaments.status.${status}`),
        })),
      },
    ];
    return {
      endpoint: tournamentsContract.list,
      baseFilter: MINE,
      defaultSort: '-dateStart',
      caption,
      emptyTitle: t('pages:management.noTournaments'),
      emptyText,
      columns,
      filters,
    };
  }, [t, locale, hrefBase, caption, emptyText, review]);
}
