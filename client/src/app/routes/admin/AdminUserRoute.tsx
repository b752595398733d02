import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AdminUserForm } from '../../../features/user-admin/components/AdminUserForm';
import { UserDetailsPage } from '../../../features/user-admin/components/UserDetailsPage';

/** `/admin/users/{id}`. */
export default function AdminUserRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <UserDetailsPage
      id={id}
      purpose={t('pages:management.pages.adminUser')}
      back={{ to: '/admin/users', label: t('titles.adminUsers') }}
      withAdminActions
      edit={(user) => <AdminUserForm key={`${user._id}:${user.role}:${user.license?.till}`} user={user} />}
    />
  );
}
