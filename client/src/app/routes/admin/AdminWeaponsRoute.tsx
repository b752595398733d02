import { useTranslation } from 'react-i18next';
import { useCatalogGrid } from '../../../features/management/hooks/use-catalog-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/weapons`: paged, sorted and filtered on the server. */
export default function AdminWeaponsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminWeapons');
  const grid = useCatalogGrid('weapons', { hrefBase: '/admin/weapons', caption: title });
  return (
    <ManagementGridPage
      title={title}
      purpose={t('pages:management.pages.adminWeapons')}
      back={{ to: '/admin', label: t('titles.admin') }}
      grid={grid}
    />
  );
}
