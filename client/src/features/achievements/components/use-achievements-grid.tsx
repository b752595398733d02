import { Anchor, Group } from '@mantine/core';
import { achievementsContract } from '@hema/shared/contracts/achievements';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PanelIcon } from '../../../components/ui/PanelIcon';
import type { Achievement } from '../api/achievements';
import { useRuleText } from './AchievementBadge';

/** The admins' list of achievement definitions for the reusable grid: paged, sorted and filtered on the server. */
export function useAchievementsGrid(caption: string) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  return useMemo(
    () => ({
      endpoint: achievementsContract.list,
      defaultSort: 'title',
      caption,
      emptyTitle: t('achievement.noneDefined'),
      emptyText: t('achievement.noneDefinedText'),
      deletable: true,
      deleteAction: { kind: 'delete' as const, endpoint: achievementsContract.remove },
      columns: [
        {
          key: 'title',
          title: t('achievement.fields.title'),
          sortable: true,
          render: (row: Achievement) => (
            <Group gap="xs" wrap="nowrap">
              <PanelIcon name={row.icon} size={18} />
              <Anchor component={Link} to={`/admin/achievements/${row._id}`} fw={600}>
                {row.title}
              </Anchor>
            </Group>
          ),
        },
        {
          key: 'kind',
          title: t('achievement.fields.kind'),
          sortable: true,
          render: (row: Achievement) => t(`achievement.kind.${row.kind}`),
        },
        {
          key: 'rule',
          title: t('achievement.fields.rule'),
          sortable: true,
          render: (row: Achievement) => ruleText(row),
        },
        {
          key: 'holders',
          title: t('achievement.fields.holders'),
          align: 'right' as const,
          render: (row: Achievement) => String(row.holders),
        },
      ],
      filters: [
        {
          field: 'title',
          type: 'text' as const,
          label: t('achievement.fields.title'),
          placeholder: t('achievement.searchTitle'),
        },
        {
          field: 'kind',
          type: 'select' as const,
          label: t('achievement.fields.kind'),
          placeholder: t('achievement.anyKind'),
          options: [
            { value: 'permanent', label: t('achievement.kind.permanent') },
            { value: 'seasonal', label: t('achievement.kind.seasonal') },
          ],
        },
      ],
    }),
    [t, caption, ruleText],
  );
}
