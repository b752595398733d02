import { Badge } from '@mantine/core';
import { participantsContract, type Participant } from '@hema/shared/contracts/participants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A category's fighters for the reusable grid, by seed: name, club, seed and whether they dropped out. */
export function useParticipantsGrid({ nominationId, caption }: { nominationId: string; caption: string }) {
  const { t } = useTranslation(['translation', 'pages']);
  return useMemo(
    () => ({
      endpoint: participantsContract.list,
      params: { id: nominationId },
      defaultSort: 'seed',
      caption,
      emptyTitle: t('pages:tournament.applications.emptyTitle'),
      emptyText: t('pages:management.noRequestsText'),
      columns: [
        {
          key: 'name',
          title: t('pages:management.columns.name'),
          sortable: true,
          render: (row: Participant) => row.name,
        },
        {
          key: 'club',
          title: t('pages:management.columns.club'),
          sortable: true,
          render: (row: Participant) => row.club?.title ?? '',
        },
        {
          key: 'seed',
          title: t('pages:management.columns.seed'),
          sortable: true,
          render: (row: Participant) => row.seed ?? '',
        },
        {
          key: 'droppedOut',
          title: t('pages:management.columns.state'),
          sortable: true,
          render: (row: Participant) =>
            row.droppedOut ? (
              <Badge color="red" variant="light">
                {t('pages:tournament.applications.droppedOut')}
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                {t('pages:management.active')}
              </Badge>
            ),
        },
      ],
      filters: [
        {
          field: 'name',
          type: 'text' as const,
          label: t('pages:management.columns.name'),
          placeholder: t('pages:management.placeholders.name'),
        },
      ],
    }),
    [t, nominationId, caption],
  );
}
