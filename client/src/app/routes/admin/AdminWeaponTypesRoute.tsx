import { useTranslation } from 'react-i18next';
import { useCatalogGrid } from '../../../features/management/hooks/use-catalog-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/weapon-types`: paged, sorted and filtered on the server. */
export default function AdminWeaponTypesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminWeaponTypes');
  const grid = useCatalogGrid('weapon-types', { hrefBase: '/admin/weapon-types', caption: title });
  return (
    <ManagementGridPage
      title={title}
      purpose={t('pages:management.pages.adminWeaponTypes')}
      back={{ to: '/admin', label: t('titles.admin') }}
      grid={grid}
    />
  );
}
