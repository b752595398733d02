import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ClubForm } from '../../../features/catalog-admin/components/ClubForm';
import { CatalogItemPage } from '../../../features/catalog-admin/components/CatalogItemPage';

/** `/admin/clubs/{id}`. */
export default function AdminClubRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  return (
    <CatalogItemPage
      resource="clubs"
      id={id}
      purpose={t('pages:management.pages.club')}
      back={{ to: '/admin/clubs', label: t('titles.adminClubs') }}
      edit={(item) => <ClubForm key={item.updatedAt} club={item} />}
      adminListPath="/admin/clubs"
    />
  );
}
