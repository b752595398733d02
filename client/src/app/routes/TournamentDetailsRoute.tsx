import { room } from '@hema/shared/realtime/protocol';
import { useFightStates, useServerOffset } from '../../features/live/hooks/use-live';
import { useTournamentAreasQuery } from '../../features/stages/api/tournament-areas';
import { TournamentOverview } from '../../features/stages/components/TournamentOverview';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

/** `/tournament/{idTournament}` (details): description, categories and the rings live, below the tournament header. */
export default function TournamentDetailsRoute() {
  const { tournament } = useTournamentOutlet();
  // Rings are fought on only while the tournament is on; before and after, the section would only say "no fight".
  const showRings = tournament.status === 'ONGOING';
  const areas = useTournamentAreasQuery(showRings ? tournament._id : undefined);
  const live = useFightStates(showRings ? [room.tournament(tournament._id)] : []);
  const offsetMs = useServerOffset();
  return (
    <TournamentOverview
      tournament={tournament}
      areas={areas.data ?? (areas.isError ? [] : null)}
      showRings={showRings}
      live={live.states}
      offsetMs={offsetMs}
    />
  );
}
