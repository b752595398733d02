import { useTranslation } from 'react-i18next';
import { UsersListPage } from '../../../features/management/components/UsersListPage';

/** `/organizer/users`: the fighters and users an organizer manages. */
export default function OrganizerUsersRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <UsersListPage
      title={t('titles.organizerUsers')}
      purpose={t('pages:management.pages.organizerUsers')}
      hrefBase="/organizer/users"
    />
  );
}
