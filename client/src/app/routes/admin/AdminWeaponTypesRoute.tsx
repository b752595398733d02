import { useTranslation } from 'react-i18next';
import { CatalogListPage } from '../../../features/management/components/CatalogListPage';

/** `/admin/weapon-types`. */
export default function AdminWeaponTypesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <CatalogListPage
      resource="weapon-types"
      title={t('titles.adminWeaponTypes')}
      purpose={t('pages:management.pages.adminWeaponTypes')}
      hrefBase="/admin/weapon-types"
      back={{ to: '/admin', label: t('titles.admin') }}
    />
  );
}
