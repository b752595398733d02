import { useTranslation } from 'react-i18next';
import { CatalogListPage } from '../../../features/management/components/CatalogListPage';

/** `/admin/clubs`. */
export default function AdminClubsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <CatalogListPage
      resource="clubs"
      title={t('titles.adminClubs')}
      purpose={t('pages:management.pages.adminClubs')}
      hrefBase="/admin/clubs"
      back={{ to: '/admin', label: t('titles.admin') }}
    />
  );
}
