import { useTranslation } from 'react-i18next';
import { useManagedTournamentOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';
import { useNominationsGrid } from '../../../features/management/hooks/use-nominations-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** Categories (nominations) of the tournament. */
export default function OrganizerNominationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament, base } = useManagedTournamentOutlet();
  const title = t('pages:management.tabs.nominations');
  const grid = useNominationsGrid({ tournamentId: tournament._id, base, caption: title });
  return <ManagementGridPage title={title} purpose={t('pages:management.pages.nominations')} grid={grid} />;
}
