import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CatalogItemPage } from '../../../features/management/components/CatalogItemPage';

/** `/organizer/clubs/{id}`. */
export default function OrganizerClubRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <CatalogItemPage
      resource="clubs"
      id={id}
      purpose={t('pages:management.pages.club')}
      back={{ to: '/organizer/clubs', label: t('titles.organizerClubs') }}
    />
  );
}
