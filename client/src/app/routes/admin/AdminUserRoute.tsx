import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { UserDetailsPage } from '../../../features/management/components/UserDetailsPage';

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
    />
  );
}
