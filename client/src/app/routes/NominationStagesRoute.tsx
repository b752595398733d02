import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { room } from '@hema/shared/realtime/protocol';
import { ConnectionLostNotice } from '../../components/ui/ConnectionLostNotice';
import { useFightStates, useServerOffset } from '../../lib/live/use-live';
import { useResultChanges } from '../../lib/live/use-result-changes';
import { useRefetchStandings } from '../../features/standings/api/standings';
import { StagePoolTable } from '../../features/standings/components/StagePoolTable';
import { useNominationStagesQuery } from '../../features/stages/api/nomination-stages';
import { useTournamentAreasQuery } from '../../features/stages/api/tournament-areas';
import { NominationStages, StagesSkeleton } from '../../features/stages/components/NominationStages';
import { unknownFights, withoutRemoved } from '../../features/stages/live-fights';
import { useNominationOutlet } from '../../features/tournament-page/hooks/use-nomination-outlet';
import { Stack } from '@mantine/core';
import { useSessionUser } from '../../features/auth/api/session-store';
import { useRefetchPredictions } from '../../features/predictions/api/predictions';
import { PredictFight } from '../../features/predictions/components/PredictFight';
import { PredictionsSignIn } from '../../features/predictions/components/PredictionsSignIn';
import type { ShownFight } from '../../features/stages/live-fights';

/** `/tournament/{idTournament}/nomination/{idNomination}` (stages, the default category page), updated live. */
export default function NominationStagesRoute() {
  const { tournament, nomination } = useNominationOutlet();
  const stages = useNominationStagesQuery(nomination._id);
  const areas = useTournamentAreasQuery(tournament._id);
  const live = useFightStates([room.nomination(nomination._id)]);
  // Pool tables follow the results pushed over the live connection.
  useResultChanges([room.nomination(nomination._id)], useRefetchStandings());
  // So do the picks of a signed-in spectator (predictions resolve from results).
  useResultChanges([room.nomination(nomination._id)], useRefetchPredictions());
  const user = useSessionUser();
  // Whatever the memoized stages read is deferred: an answer or a live push is a blocking update, and the brackets
  // and pools of a big category are the heaviest render of the page (rendered in slices, the main thread stays free).
  const offsetMs = useDeferredValue(useServerOffset());
  const areaList = useDeferredValue(areas.data);
  const ringTitles = useMemo(() => new Map((areaList ?? []).map((a) => [a._id, a.title])), [areaList]);
  const shown = useMemo(
    () => (stages.data ? withoutRemoved(stages.data, live.removed) : null),
    [stages.data, live.removed],
  );

  // A fight the page does not know yet (a new swiss round, a rebuilt stage) or one deleted since it loaded means
  // the page data is behind.
  const behind =
    useMemo(() => unknownFights(stages.data, live.states), [stages.data, live.states]) + (shown?.hidden ?? 0);
  const { refetch } = stages;
  useEffect(() => {
    if (behind > 0) void refetch();
  }, [behind, refetch]);

  const followPath = useCallback(
    (fighterId: string) =>
      `/tournament/${encodeURIComponent(tournament.idString)}/nomination/${nomination._id}/follow-fighter/${fighterId}`,
    [tournament.idString, nomination._id],
  );
  const poolTable = useCallback(
    (stage: { _id: string }, pool: { _id: string } | null) => (
      <StagePoolTable
        stageId={stage._id}
        poolId={pool?._id ?? null}
        fighterHref={followPath}
        teams={nomination.isTeam}
      />
    ),
    [followPath, nomination.isTeam],
  );
  const predict = useCallback(
    (fight: ShownFight) => (
      <PredictFight
        tournamentId={tournament._id}
        fightId={fight.fightId}
        fighter1={fight.fighter1}
        fighter2={fight.fighter2}
        status={fight.view.status}
        isBye={fight.isBye}
      />
    ),
    [tournament._id],
  );
  // The skeleton, then the previous scores, stay while the deferred render runs.
  const shownStages = useDeferredValue(shown?.stages);
  const liveStates = useDeferredValue(live.states);

  if (!shownStages) return <StagesSkeleton />;
  return (
    <Stack gap="md">
      <ConnectionLostNotice floating />
      {tournament.status === 'ONGOING' && <PredictionsSignIn />}
      <NominationStages
        stages={shownStages}
        live={liveStates}
        offsetMs={offsetMs}
        ringTitles={ringTitles}
        followPath={followPath}
        poolTable={poolTable}
        predict={user ? predict : undefined}
      />
    </Stack>
  );
}
