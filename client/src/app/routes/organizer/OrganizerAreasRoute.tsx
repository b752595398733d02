import { useTranslation } from 'react-i18next';
import { useManagedTournamentOutlet } from '../../../features/management/hooks/use-managed-tournament-outlet';
import { useTournamentAreasGrid } from '../../../features/management/hooks/use-tournament-areas-grid';
import { ManagementGridPage } from '../ManagementGridPage';

/** Rings (areas): each has a scoring screen for its judges and a caption for the stream. */
export default function OrganizerAreasRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament, base } = useManagedTournamentOutlet();
  const title = t('pages:management.tabs.areas');
  const grid = useTournamentAreasGrid({
    tournamentId: tournament._id,
    idString: tournament.idString,
    base,
    caption: title,
  });
  return <ManagementGridPage title={title} purpose={t('pages:management.pages.areas')} grid={grid} />;
}
