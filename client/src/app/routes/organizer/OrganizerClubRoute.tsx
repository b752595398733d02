import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CatalogItemPage } from '../../../features/catalog-admin/components/CatalogItemPage';
import { ClubForm } from '../../../features/catalog-admin/components/ClubForm';

/** `/organizer/clubs/{id}`: the club and the form that edits it. */
export default function OrganizerClubRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <CatalogItemPage
      resource="clubs"
      id={id}
      purpose={t('pages:management.pages.club')}
      back={{ to: '/organizer/clubs', label: t('titles.organizerClubs') }}
      edit={(club) => <ClubForm key={club.updatedAt} club={club} />}
    />
  );
}
