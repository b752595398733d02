import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFightTitles } from '../../../lib/fight-titles';
import { useNominationStagesQuery } from '../../../features/stages/api/nomination-stages';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { ResourceTable } from '../../../features/management/components/ResourceTable';
import { useManagedNominationOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** Stages of the category and their pools: the category's stages document, shown whole. */
export default function OrganizerNominationStagesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nomination, nominationBase } = useManagedNominationOutlet();
  const query = useNominationStagesQuery(nomination._id);
  const titles = useFightTitles();
  return (
    <ManagementPage
      title={t('pages:management.tabs.stages')}
      purpose={t('pages:management.pages.nominationStages')}
    >
      <ResourceTable
        columns={[
          {
            key: 'title',
            header: t('pages:management.columns.stage'),
            render: (row) => titles.stage({ type: row.type, index: row.index, label: row.label || null }),
          },
          {
            key: 'pools',
            header: t('pages:management.columns.pools'),
            render: (row) =>
              row.pools.length === 0 ? (
                t('pages:management.noPools')
              ) : (
                <Group gap="sm">
                  {row.pools.map((pool) => (
                    <Anchor
                      key={pool._id}
                      component={Link}
                      to={`${nominationBase}/pools/${pool._id}`}
                      size="sm"
                    >
                      {titles.group(pool.group)}
                    </Anchor>
                  ))}
                </Group>
              ),
          },
        ]}
        rows={query.data}
        isPending={query.isPending}
        errorText={query.isError ? t('errors.loading') : null}
        empty={{ title: t('pages:management.noStages'), description: t('pages:management.noStagesText') }}
      />
    </ManagementPage>
  );
}
