import { useTranslation } from 'react-i18next';
import { useCatalogGrid } from '../../../features/management/hooks/use-catalog-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/zones`: paged, sorted and filtered on the server. */
export default function AdminZonesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminZones');
  const grid = useCatalogGrid('zones', { hrefBase: '/admin/zones', caption: title });
  return (
    <ManagementGridPage
      title={title}
      purpose={t('pages:management.pages.adminZones')}
      back={{ to: '/admin', label: t('titles.admin') }}
      grid={grid}
    />
  );
}
