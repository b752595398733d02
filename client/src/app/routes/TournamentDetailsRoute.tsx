import { useDeferredValue } from 'react';
import { room } from '@hema/shared/realtime/protocol';
import { ConnectionLostNotice } from '../../components/ui/ConnectionLostNotice';
import { useFightStates, useServerOffset } from '../../lib/live/use-live';
import { useTournamentAreasQuery } from '../../features/stages/api/tournament-areas';
import { TournamentOverview } from './TournamentOverview';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

const NO_AREAS: [] = [];

/** `/tournament/{idTournament}` (details): description, categories and the rings live, below the tournament header. */
export default function TournamentDetailsRoute() {
  const { tournament } = useTournamentOutlet();
  // Rings are fought on only while the tournament is on; before and after, the section would only say "no fight".
  const showRings = tournament.status === 'ONGOING';
  const areas = useTournamentAreasQuery(showRings ? tournament._id : undefined);
  const live = useFightStates(showRings ? [room.tournament(tournament._id)] : []);
  // The rings' answer and the live snapshot arrive as blocking updates; deferred (and the overview memoized), the
  // page renders them in slices.
  const offsetMs = useDeferredValue(useServerOffset());
  const shownAreas = useDeferredValue(areas.data ?? (areas.isError ? NO_AREAS : null));
  const liveStates = useDeferredValue(live.states);
  return (
    <>
      {showRings && <ConnectionLostNotice floating />}
      <TournamentOverview
        tournament={tournament}
        areas={shownAreas}
        showRings={showRings}
        live={liveStates}
        offsetMs={offsetMs}
      />
    </>
  );
}
