import { participantsContract, type Participant } from '@hema/shared/contracts/participants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DropOutSwitch, SeedInput } from '../components/FighterRowControls';

/**
 * A category's fighters for the reusable grid, by seed: name, club, the seed typed in place, dropped out, and
 * removal (refused by the server once the fighter has fights).
 */
export function useParticipantsGrid({ nominationId, caption }: { nominationId: string; caption: string }) {
  const { t } = useTranslation(['translation', 'pages']);
  return useMemo(
    () => ({
      endpoint: participantsContract.list,
      params: { id: nominationId },
      defaultSort: 'seed',
      caption,
      emptyTitle: t('pages:tournament.applications.emptyTitle'),
      deletable: true,
      deleteAction: { kind: 'delete' as const, endpoint: participantsContract.remove },
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
          render: (row: Participant) => <SeedInput fighter={row} />,
        },
        {
          key: 'droppedOut',
          title: t('pages:management.columns.state'),
          sortable: true,
          render: (row: Participant) => <DropOutSwitch fighter={row} />,
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
