import { Anchor } from '@mantine/core';
import { nominationsContract, type Nomination } from '@hema/shared/contracts/nominations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface NominationsGridOptions {
  tournamentId: string;
  /** `/organizer/tournaments/{id}`: each category's pages live under it. */
  base: string;
  caption: string;
}

/** A tournament's categories (nominations) for the reusable grid, in the tournament's order. */
export function useNominationsGrid({ tournamentId, base, caption }: NominationsGridOptions) {
  const { t } = useTranslation(['translation', 'pages']);
  return useMemo(
    () => ({
      endpoint: nominationsContract.list,
      params: { id: tournamentId },
      defaultSort: 'index',
      caption,
      emptyTitle: t('pages:tournament.noCategories'),
      emptyText: t('pages:management.noCategoriesText'),
      columns: [
        {
          key: 'title',
          title: t('pages:management.columns.title'),
          sortable: true,
          render: (row: Nomination) => (
            <Anchor component={Link} to={`${base}/nominations/${row._id}`} fw={600}>
              {row.title}
            </Anchor>
          ),
        },
        {
          key: 'weapon',
          title: t('pages:management.columns.weapon'),
          render: (row: Nomination) => row.weapon?.title ?? '',
        },
        {
          key: 'ratingMode',
          title: t('pages:management.columns.ratingMode'),
          sortable: true,
          render: (row: Nomination) => t(`competition.ratingModes.${row.ratingMode}`),
        },
        {
          key: 'limit',
          title: t('pages:management.columns.fighterLimit'),
          render: (row: Nomination) => row.fighterLimit ?? '',
        },
      ],
      filters: [
        {
          field: 'title',
          type: 'text' as const,
          label: t('pages:management.columns.title'),
          placeholder: t('pages:management.placeholders.title'),
        },
      ],
    }),
    [t, tournamentId, base, caption],
  );
}
