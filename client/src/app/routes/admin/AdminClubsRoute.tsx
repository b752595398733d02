import { useTranslation } from 'react-i18next';
import { useCatalogGrid } from '../../../features/management/hooks/use-catalog-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/admin/clubs`: paged, sorted and filtered on the server. */
export default function AdminClubsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.adminClubs');
  const grid = useCatalogGrid('clubs', { hrefBase: '/admin/clubs', caption: title });
  return (
    <ManagementGridPage
      title={title}
      purpose={t('pages:management.pages.adminClubs')}
      back={{ to: '/admin', label: t('titles.admin') }}
      grid={grid}
    />
  );
}
