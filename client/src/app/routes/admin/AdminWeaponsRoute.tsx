import { useTranslation } from 'react-i18next';
import { CatalogListPage } from '../../../features/management/components/CatalogListPage';

/** `/admin/weapons`. */
export default function AdminWeaponsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <CatalogListPage
      resource="weapons"
      title={t('titles.adminWeapons')}
      purpose={t('pages:management.pages.adminWeapons')}
      hrefBase="/admin/weapons"
      back={{ to: '/admin', label: t('titles.admin') }}
    />
  );
}
