import { Anchor, Badge, Group } from '@mantine/core';
import { participantsContract, type Participant } from '@hema/shared/contracts/participants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDropOutText } from '../../../lib/drop-out-text';

/** Who takes part in a category, for the reusable grid: fighters by name, each linking to their profile. */
export function useApplicationsGrid(nominationId: string) {
  const { t } = useTranslation(['translation', 'pages']);
  const dropOutText = useDropOutText();
  return useMemo(
    () => ({
      endpoint: participantsContract.list,
      params: { id: nominationId },
      defaultSort: 'name',
      caption: t('pages:tournament.tabs.applications'),
      emptyTitle: t('pages:tournament.applications.emptyTitle'),
      emptyText: t('pages:tournament.applications.emptyText'),
      columns: [
        {
          key: 'name',
          title: t('pages:tournament.applications.fighter'),
          sortable: true,
          render: (row: Participant) => (
            <Group gap="xs">
              <Anchor component={Link} to={`/users/${encodeURIComponent(row.username || row.userId)}`}>
                {row.name}
              </Anchor>
              {row.droppedOut && (
                <Badge color="red" variant="light" size="sm">
                  {dropOutText(row)}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          key: 'club',
          title: t('pages:tournament.applications.club'),
          sortable: true,
          render: (row: Participant) => row.club?.title ?? '',
        },
      ],
    }),
    [t, nominationId, dropOutText],
  );
}
