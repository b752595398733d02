import { Button, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { room } from '@hema/shared/realtime/protocol';
import { useFightTitles } from '../../../lib/fight-titles';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PrintButton } from '../../../features/documents/components/PrintButton';
import { useResultChanges } from '../../../lib/live/use-result-changes';
import { usePoolQuery } from '../../../features/participants/api/pool';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { ResourceTable } from '../../../components/management/ResourceTable';
import { PoolFightersModal } from '../../../features/participants/components/PoolFightersModal';
import { useManagedNominationOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { usePoolStandingsQuery, useRefetchStandings } from '../../../features/standings/api/standings';
import { RankingNote } from '../../../features/standings/components/RankingNote';
import { StandingsTable } from '../../../features/standings/components/StandingsTable';
import { useManagementWrites } from '../../../features/licence/management-writes';

/**
 * A pool: its table (places, wins, hits and why each fighter stands where they do), its bouts in bout order, and
 * its fighters (at most 7) for the organizer to change while no bout has started. Follows pushed results live.
 */
export default function OrganizerPoolRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { locked } = useManagementWrites();
  const { nomination, nominationBase } = useManagedNominationOutlet();
  const { idPool = '' } = useParams();
  const query = usePoolQuery(idPool);
  const standings = usePoolStandingsQuery(idPool);
  const refetchStandings = useRefetchStandings();
  const { refetch: refetchPool } = query;
  useResultChanges([room.nomination(nomination._id)], () => {
    void refetchStandings();
    void refetchPool();
  });
  const titles = useFightTitles();
  const [editing, setEditing] = useState(false);
  const current = useMemo(() => query.data?.fighters.map((f) => f._id) ?? [], [query.data]);
  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <EmptyPanel
        icon="question"
        title={t('pages:management.notFound')}
        description={t('pages:management.notFoundText')}
      />
    );
  const pool = query.data;
  const base = `${nominationBase}/pools/${encodeURIComponent(idPool)}`;
  const title = titles.group(pool.group);
  const started = pool.fights.some((f) => f.status !== 'scheduled' && !f.isBye);
  const isPoolStage = pool.fighters.length > 0 && pool.round === 0;
  return (
    <ManagementPage
      title={title}
      purpose={t('pages:management.pages.pool', { count: pool.fighters.length })}
      back={{ to: `${nominationBase}/stages`, label: t('pages:management.tabs.stages') }}
      actions={
        <Group gap="xs">
          {isPoolStage && (
            <Button
              onClick={() => setEditing(true)}
              disabled={started || locked}
              title={started ? t('pages:standings.poolEditor.locked') : undefined}
            >
              {t('pages:standings.poolEditor.edit')}
            </Button>
          )}
          <PrintButton kind="pool" id={pool._id} label={t('pages:documents.printPool', { title })} />
        </Group>
      }
    >
      {standings.data && standings.data.rows.length > 0 && (
        <Stack gap={6}>
          <Title order={2} fz="lg">
            {t('pages:standings.table.title')}
          </Title>
          <StandingsTable table={standings.data} />
          <RankingNote table={standings.data} />
        </Stack>
      )}
      <ResourceTable
        columns={[
          {
            key: 'index',
            header: t('pages:standings.poolEditor.bout'),
            render: (row) => row.index + 1,
            width: 60,
          },
          {
            key: 'red',
            header: t('pages:management.columns.fighter1'),
            render: (row) => row.fighter1?.name || '—',
          },
          {
            key: 'score',
            header: t('pages:management.columns.score'),
            render: (row) => `${row.score1} : ${row.score2}`,
          },
          {
            key: 'blue',
            header: t('pages:management.columns.fighter2'),
            render: (row) => row.fighter2?.name || '—',
          },
          {
            key: 'status',
            header: t('pages:management.columns.status'),
            render: (row) => t(`live.status.${row.status}`),
          },
          {
            key: 'area',
            header: t('pages:management.columns.area'),
            render: (row) => row.area?.title ?? '—',
          },
        ]}
        rows={[...pool.fights].sort((a, b) => a.index - b.index)}
        isPending={false}
        empty={{ title: t('pages:management.noFights'), description: t('pages:management.noFightsText') }}
        rowHref={(row) => `${base}/fights/${row._id}`}
      />
      <PoolFightersModal
        poolId={pool._id}
        nominationId={nomination._id}
        title={titles.group(pool.group)}
        current={current}
        opened={editing}
        onClose={() => setEditing(false)}
      />
    </ManagementPage>
  );
}
