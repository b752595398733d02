import { useTranslation } from 'react-i18next';
import { UsersListPage } from '../../../features/management/components/UsersListPage';

/** `/admin/users`. */
export default function AdminUsersRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <UsersListPage
      title={t('titles.adminUsers')}
      purpose={t('pages:management.pages.adminUsers')}
      hrefBase="/admin/users"
      back={{ to: '/admin', label: t('titles.admin') }}
    />
  );
}
