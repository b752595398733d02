import { useTranslation } from 'react-i18next';
import { CatalogListPage } from '../../../features/management/components/CatalogListPage';

/** `/admin/zones`. */
export default function AdminZonesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <CatalogListPage
      resource="zones"
      title={t('titles.adminZones')}
      purpose={t('pages:management.pages.adminZones')}
      hrefBase="/admin/zones"
      back={{ to: '/admin', label: t('titles.admin') }}
    />
  );
}
