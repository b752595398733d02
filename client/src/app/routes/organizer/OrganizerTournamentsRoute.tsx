import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../features/auth/hooks/session-store';
import { DataGrid } from '../../../features/grid/components/DataGrid';
import { LicenseNotice } from '../../../features/management/components/LicenseNotice';
import { ManagementPage } from '../../../features/management/components/ManagementPage';
import { useManagedTournamentsGrid } from '../../../features/management/hooks/use-managed-tournaments-grid';

/** `/organizer/tournaments`: the tournaments this organizer runs (an admin: all), in every status. */
export default function OrganizerTournamentsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const user = useSessionUser();
  const title = t('titles.organizerTournaments');
  const grid = useManagedTournamentsGrid({
    hrefBase: '/organizer/tournaments',
    caption: title,
    emptyText: t('pages:management.noTournamentsText'),
  });
  return (
    <ManagementPage title={title} purpose={t('pages:management.pages.organizerTournaments')}>
      {user && <LicenseNotice user={user} />}
      <DataGrid {...grid} />
    </ManagementPage>
  );
}
