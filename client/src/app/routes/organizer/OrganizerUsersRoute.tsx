import { useTranslation } from 'react-i18next';
import { useManagedUsersGrid } from '../../../features/management/hooks/use-managed-users-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** `/organizer/users`: the fighters and users an organizer manages. */
export default function OrganizerUsersRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const title = t('titles.organizerUsers');
  const grid = useManagedUsersGrid({ hrefBase: '/organizer/users', caption: title });
  return (
    <ManagementGridPage title={title} purpose={t('pages:management.pages.organizerUsers')} grid={grid} />
  );
}
