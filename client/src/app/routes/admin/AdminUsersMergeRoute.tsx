import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';
import { ManagementPage } from '../../../features/management/components/ManagementPage';

/** `/admin/users/merge`: joining duplicate accounts of one person (spec §5 duplicate warnings). */
export default function AdminUsersMergeRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <ManagementPage
      title={t('titles.adminUsersMerge')}
      purpose={t('pages:management.pages.adminUsersMerge')}
      back={{ to: '/admin/users', label: t('titles.adminUsers') }}
    >
      <EmptyPanel
        icon="merge"
        title={t('pages:management.noDuplicates')}
        description={t('pages:management.noDuplicatesText')}
      />
    </ManagementPage>
  );
}
