import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EditUserForm } from '../../../features/user-admin/components/EditUserForm';
import { UserDetailsPage } from '../../../features/user-admin/components/UserDetailsPage';

/** `/organizer/users/{id}`: the user's details and, for a fighter, the form that edits them. */
export default function OrganizerUserRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <UserDetailsPage
      id={id}
      purpose={t('pages:management.pages.organizerUser')}
      back={{ to: '/organizer/users', label: t('titles.organizerUsers') }}
      // Organizers look after fighters; the accounts of organizers and admins are the admins' to change.
      edit={(user) => (user.role === 'USER' ? <EditUserForm key={user._id} user={user} /> : null)}
    />
  );
}
