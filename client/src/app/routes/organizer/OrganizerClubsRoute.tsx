import { useTranslation } from 'react-i18next';
import { useCatalogGrid } from '../../../features/management/hooks/use-catalog-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/organizer/clubs`: paged, sorted and filtered on the server. */
export default function OrganizerClubsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.organizerClubs');
  const grid = useCatalogGrid('clubs', { hrefBase: '/organizer/clubs', caption: title });
  return (
    <ManagementGridPage title={title} purpose={t('pages:management.pages.organizerClubs')} grid={grid} />
  );
}
