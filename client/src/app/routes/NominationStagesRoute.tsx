import { useEffect, useMemo } from 'react';
import { room } from '@hema/shared/realtime/protocol';
import { PageLoader } from '../../components/ui/PageLoader';
import { useFightStates, useServerOffset } from '../../features/live/hooks/use-live';
import { useNominationStagesQuery } from '../../features/stages/api/nomination-stages';
import { useTournamentAreasQuery } from '../../features/stages/api/tournament-areas';
import { NominationStages } from '../../features/stages/components/NominationStages';
import { useNominationOutlet } from '../../features/tournament-page/hooks/use-nomination-outlet';

/** `/tournament/{idTournament}/nomination/{idNomination}` (stages, the default category page), updated live. */
export default function NominationStagesRoute() {
  const { tournament, nomination } = useNominationOutlet();
  const stages = useNominationStagesQuery(nomination._id);
  const areas = useTournamentAreasQuery(tournament._id);
  const live = useFightStates([room.nomination(nomination._id)]);
  const offsetMs = useServerOffset();
  const ringTitles = useMemo(() => new Map((areas.data ?? []).map((a) => [a._id, a.title])), [areas.data]);

  // A fight the page does not know yet (a new swiss round, a rebuilt stage) means the page data is behind.
  const known = useMemo(
    () => new Set((stages.data ?? []).flatMap((s) => s.pools.flatMap((p) => p.fights.map((f) => f._id)))),
    [stages.data],
  );
  const unknown = stages.data ? live.states.filter((s) => !known.has(s.fightId)).length : 0;
  const { refetch } = stages;
  useEffect(() => {
    if (unknown > 0) void refetch();
  }, [unknown, refetch]);

  if (!stages.data) return <PageLoader />;
  return (
    <NominationStages
      stages={stages.data}
      live={live.states}
      offsetMs={offsetMs}
      ringTitles={ringTitles}
      followPath={(fighterId) =>
        `/tournament/${encodeURIComponent(tournament.idString)}/nomination/${nomination._id}/follow-fighter/${fighterId}`
      }
    />
  );
}
