import { useTranslation } from 'react-i18next';
import { BulkApplicationActions } from '../../../features/applications/components/BulkApplicationActions';
import { useApplicationsReviewGrid } from '../../../features/applications/hooks/use-applications-review-grid';
import { useManagedTournamentOutlet } from '../../../features/tournament-admin/hooks/use-managed-tournament-outlet';
import { ManagementGridPage } from '../ManagementGridPage';

/** Applications: the organizer's review of every category — approve, refuse, payments, presence (spec §4). */
export default function OrganizerTournamentApplicationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useManagedTournamentOutlet();
  const title = t('pages:management.tabs.applications');
  const grid = useApplicationsReviewGrid({ tournament, caption: title });
  return (
    <ManagementGridPage
      title={title}
      purpose={t('pages:management.pages.tournamentApplications')}
      actions={<BulkApplicationActions tournamentId={tournament._id} />}
      grid={grid}
    />
  );
}
