import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTournamentAreasQuery } from '../../../features/management/api/tournament-areas';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { ResourceTable } from '../../../features/management/components/ResourceTable';
import { useManagedTournamentOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** Rings (areas): each has a scoring screen for its judges and a caption for the stream. */
export default function OrganizerAreasRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament, base } = useManagedTournamentOutlet();
  const query = useTournamentAreasQuery(tournament._id);
  return (
    <ManagementPage title={t('pages:management.tabs.areas')} purpose={t('pages:management.pages.areas')}>
      <ResourceTable
        columns={[
          { key: 'title', header: t('pages:management.columns.title'), render: (row) => row.title },
          {
            key: 'links',
            header: t('pages:management.columns.screens'),
            render: (row) => (
              <Group gap="md">
                <Anchor component={Link} to={`${base}/area-scores/${row._id}`} size="sm">
                  {t('titles.areaScores')}
                </Anchor>
                <Anchor component={Link} to={`${base}/area-scores-polling/${row._id}`} size="sm">
                  {t('titles.areaScoresPolling')}
                </Anchor>
                <Anchor
                  href={`/tournament/${encodeURIComponent(tournament.idString)}/area-stream-caption/${row._id}?theme=dark&position=bottom`}
                  target="_blank"
                  size="sm"
                >
                  {t('titles.areaStreamCaption')}
                </Anchor>
              </Group>
            ),
          },
        ]}
        rows={query.data?.items}
        isPending={query.isPending}
        errorText={query.isError ? t('errors.loading') : null}
        empty={{ title: t('pages:management.noAreas'), description: t('pages:management.noAreasText') }}
      />
    </ManagementPage>
  );
}
