import { useTranslation } from 'react-i18next';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { ResourceTable } from '../../../features/management/components/ResourceTable';
import { useManagedTournamentOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';

/** Categories (nominations) of the tournament. */
export default function OrganizerNominationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament, base } = useManagedTournamentOutlet();
  return (
    <ManagementPage
      title={t('pages:management.tabs.nominations')}
      purpose={t('pages:management.pages.nominations')}
    >
      <ResourceTable
        columns={[
          { key: 'title', header: t('pages:management.columns.title'), render: (row) => row.title },
          {
            key: 'weapon',
            header: t('pages:management.columns.weapon'),
            render: (row) => row.weapon?.title ?? '—',
          },
          {
            key: 'limit',
            header: t('pages:management.columns.fighterLimit'),
            render: (row) => row.fighterLimit ?? '—',
          },
        ]}
        rows={tournament.nominations}
        isPending={false}
        empty={{
          title: t('pages:tournament.noCategories'),
          description: t('pages:management.noCategoriesText'),
        }}
        rowHref={(row) => `${base}/nominations/${row._id}`}
      />
    </ManagementPage>
  );
}
