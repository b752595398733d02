import { useTranslation } from 'react-i18next';
import { useFightTitles } from '../../../lib/fight-titles';
import { useParams } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PrintButton } from '../../../features/documents/components/PrintButton';
import { usePoolQuery } from '../../../features/management/api/pool';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { ResourceTable } from '../../../features/management/components/ResourceTable';
import { useManagedNominationOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** A pool: its fighters and fights in bout order (one pool sheet, shown whole). */
export default function OrganizerPoolRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { nominationBase } = useManagedNominationOutlet();
  const { idPool = '' } = useParams();
  const query = usePoolQuery(idPool);
  const titles = useFightTitles();
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
  return (
    <ManagementPage
      title={title}
      purpose={t('pages:management.pages.pool', { count: pool.fighters.length })}
      back={{ to: `${nominationBase}/stages`, label: t('pages:management.tabs.stages') }}
      actions={<PrintButton kind="pool" id={pool._id} label={t('pages:documents.printPool', { title })} />}
    >
      <ResourceTable
        columns={[
          { key: 'index', header: '#', render: (row) => row.index + 1, width: 60 },
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
        rows={pool.fights}
        isPending={false}
        empty={{ title: t('pages:management.noFights'), description: t('pages:management.noFightsText') }}
        rowHref={(row) => `${base}/fights/${row._id}`}
      />
    </ManagementPage>
  );
}
