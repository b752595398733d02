import { ActionIcon, Anchor, Group } from '@mantine/core';
import { nominationsContract, type Nomination } from '@hema/shared/contracts/nominations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useReorderNominations } from '../api/nominations';
import { moved } from '../../../lib/list-order';

interface NominationsGridOptions {
  tournamentId: string;
  /** `/organizer/tournaments/{id}`: each category's pages live under it. */
  base: string;
  caption: string;
  /** Every category's id in the tournament's order: moving one renumbers them all. */
  order: readonly string[];
  /**
   * The organizer's licence has expired: the move buttons stay disabled. Passed in by the page, which holds the
   * licence's write lock, so that categories need not reach into the licence feature.
   */
  locked: boolean;
}

/** A tournament's categories (nominations) for the reusable grid, in the tournament's order, each movable and removable. */
export function useNominationsGrid({ tournamentId, base, caption, order, locked }: NominationsGridOptions) {
  const { t } = useTranslation(['translation', 'pages']);
  const reorder = useReorderNominations(tournamentId);
  const { mutate, isPending } = reorder;
  return useMemo(
    () => ({
      endpoint: nominationsContract.list,
      params: { id: tournamentId },
      defaultSort: 'index',
      caption,
      emptyTitle: t('pages:tournament.noCategories'),
      emptyText: t('pages:management.noCategoriesText'),
      deletable: true,
      deleteAction: { kind: 'delete' as const, endpoint: nominationsContract.remove },
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
        {
          key: 'index',
          title: t('pages:categoryForm.order'),
          sortable: true,
          render: (row: Nomination) => {
            const at = order.indexOf(row._id);
            return (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('pages:categoryForm.moveUp', { title: row.title })}
                  disabled={locked || isPending || at <= 0}
                  onClick={() => mutate(moved(order, row._id, -1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('pages:categoryForm.moveDown', { title: row.title })}
                  disabled={locked || isPending || at < 0 || at >= order.length - 1}
                  onClick={() => mutate(moved(order, row._id, 1))}
                >
                  ↓
                </ActionIcon>
              </Group>
            );
          },
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
    [t, tournamentId, base, caption, order, mutate, isPending, locked],
  );
}
