import { useTranslation } from 'react-i18next';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { UserMerge } from '../../../features/site-admin/components/UserMerge';

/** `/admin/users/merge`: joining duplicate accounts of one person (spec §5 duplicate warnings). */
export default function AdminUsersMergeRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <ManagementPage
      title={t('titles.adminUsersMerge')}
      purpose={t('pages:management.pages.adminUsersMerge')}
      back={{ to: '/admin/users', label: t('titles.adminUsers') }}
    >
      <UserMerge />
    </ManagementPage>
  );
}
