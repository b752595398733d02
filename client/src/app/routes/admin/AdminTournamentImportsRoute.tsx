import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { ManagementPage } from '../../../features/management/components/ManagementPage';

/** `/admin/tournament-imports`: tournaments brought in from zip files (four csv files, spec §2). */
export default function AdminTournamentImportsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <ManagementPage
      title={t('titles.adminTournamentImports')}
      purpose={t('pages:management.pages.adminTournamentImports')}
      back={{ to: '/admin', label: t('titles.admin') }}
    >
      <EmptyPanel
        icon="upload"
        title={t('pages:management.noImports')}
        description={t('pages:management.noImportsText')}
      />
    </ManagementPage>
  );
}
