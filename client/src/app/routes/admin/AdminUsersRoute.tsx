import { useTranslation } from 'react-i18next';
import { useManagedUsersGrid } from '../../../features/user-admin/hooks/use-managed-users-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/users`: every account, paged, sorted and filtered on the server. */
export default function AdminUsersRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminUsers');
  const grid = useManagedUsersGrid({ hrefBase: '/admin/users', caption: title, withDeleted: true });
  return (
    <ManagementGridPage
      title={title}
      purpose={t('pages:management.pages.adminUsers')}
      back={{ to: '/admin', label: t('titles.admin') }}
      grid={grid}
    />
  );
}
