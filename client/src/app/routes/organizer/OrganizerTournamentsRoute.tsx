import { sessionFlags } from '@hema/shared/auth/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../features/auth/api/session-store';
import { DataGrid } from '../../../components/grid/components/DataGrid';
import { ManagementWriteLock } from '../../../features/licence/management-writes';
import { LicenseNotice } from '../../../features/licence/components/LicenseNotice';
import { ManagementPage } from '../../../components/management/ManagementPage';
import { useManagedTournamentsGrid } from '../../../features/tournament-admin/hooks/use-managed-tournaments-grid';
import { CreateTournamentButton } from './CreateTournamentButton';

/**
 * `/organizer/tournaments`: the tournaments this organizer runs (an admin: all), in every status, and "Create
 * tournament" while the licence (or trial) runs; an expired one shows the licence-expired notice instead.
 */
export default function OrganizerTournamentsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const user = useSessionUser();
  const [now] = useState(() => new Date());
  const canCreate = !!user && sessionFlags(user, now).isActiveOrganizer;
  const title = t('titles.organizerTournaments');
  const grid = useManagedTournamentsGrid({
    hrefBase: '/organizer/tournaments',
    caption: title,
    emptyText: t('pages:management.noTournamentsText'),
  });
  return (
    <ManagementPage
      title={title}
      purpose={t('pages:management.pages.organizerTournaments')}
      actions={canCreate && <CreateTournamentButton />}
    >
      {user && <LicenseNotice user={user} />}
      <ManagementWriteLock>
        <DataGrid {...grid} />
      </ManagementWriteLock>
    </ManagementPage>
  );
}
