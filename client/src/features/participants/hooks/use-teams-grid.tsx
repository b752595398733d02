import { Badge, Button, Group, Text } from '@mantine/core';
import { teamsContract, type Team } from '@hema/shared/contracts/teams';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A team category's teams for the reusable grid, by seed: name, club (or mixed), the line-up with reserves marked,
 * the seed, whether the captain's application is still pending, an edit button, and removal (refused by the server
 * once the team has matches).
 */
export function useTeamsGrid({
  nominationId,
  caption,
  onEdit,
}: {
  nominationId: string;
  caption: string;
  onEdit: (team: Team) => void;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  return useMemo(
    () => ({
      endpoint: teamsContract.list,
      params: { id: nominationId },
      defaultSort: 'seed',
      caption,
      emptyTitle: t('pages:teams.empty'),
      emptyText: t('pages:teams.emptyText'),
      deletable: true,
      deleteAction: { kind: 'delete' as const, endpoint: teamsContract.remove },
      columns: [
        {
          key: 'name',
          title: t('pages:teams.name'),
          sortable: true,
          render: (row: Team) => (
            <Group gap={6}>
              <Text fw={600}>{row.name}</Text>
              {!row.entered && (
                <Badge color="yellow" variant="light">
                  {t('pages:teams.notEntered')}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          key: 'club',
          title: t('pages:teams.club'),
          sortable: true,
          render: (row: Team) => row.club?.title ?? t('pages:teams.mixed'),
        },
        {
          key: 'members',
          title: t('pages:teams.members'),
          render: (row: Team) => (
            <Text size="sm">
              {row.members
                .map((m) => {
                  const marks = [
                    ...(m.reserve ? [t('pages:teams.reserve', { n: '' }).trim()] : []),
                    // Named by the captain, not accepted yet: holds no place until they do.
                    ...(m.invited ? [t('pages:teams.invited')] : []),
                  ];
                  return marks.length > 0 ? `${m.name} (${marks.join(', ')})` : m.name;
                })
                .join(', ')}
            </Text>
          ),
        },
        {
          key: 'seed',
          title: t('pages:management.columns.seed'),
          sortable: true,
          render: (row: Team) => row.seed ?? '',
        },
        {
          key: 'edit',
          title: '',
          render: (row: Team) => (
            <Button
              size="xs"
              variant="default"
              onClick={() => onEdit(row)}
              aria-label={`${t('pages:teams.edit')}: ${row.name}`}
            >
              {t('pages:teams.edit')}
            </Button>
          ),
        },
      ],
      filters: [
        {
          field: 'name',
          type: 'text' as const,
          label: t('pages:teams.name'),
          placeholder: t('pages:management.placeholders.name'),
        },
      ],
    }),
    [t, nominationId, caption, onEdit],
  );
}
