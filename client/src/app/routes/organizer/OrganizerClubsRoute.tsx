import { useTranslation } from 'react-i18next';
import { CatalogListPage } from '../../../features/management/components/CatalogListPage';

/** `/organizer/clubs`. */
export default function OrganizerClubsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <CatalogListPage
      resource="clubs"
      title={t('titles.organizerClubs')}
      purpose={t('pages:management.pages.organizerClubs')}
      hrefBase="/organizer/clubs"
    />
  );
}
