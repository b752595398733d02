import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { UserDetailsPage } from '../../../features/management/components/UserDetailsPage';

/** `/organizer/users/{id}`. */
export default function OrganizerUserRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <UserDetailsPage
      id={id}
      purpose={t('pages:management.pages.organizerUser')}
      back={{ to: '/organizer/users', label: t('titles.organizerUsers') }}
    />
  );
}
