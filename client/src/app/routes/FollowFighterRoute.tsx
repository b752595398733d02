import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { room } from '@hema/shared/realtime/protocol';
import { useFightTitles } from '../../lib/fight-titles';
import { FollowFighter, FollowFighterSkeleton } from '../../features/follow-fighter/components/FollowFighter';
import {
  boutsToWatch,
  followedFighter,
  planFollowedFights,
  type FollowedFight,
} from '../../features/follow-fighter/followed-fights';
import { ConnectionLostNotice } from '../../components/ui/ConnectionLostNotice';
import { useFightStates, useServerOffset } from '../../lib/live/use-live';
import { useNominationStagesQuery } from '../../features/stages/api/nomination-stages';
import { useTournamentAreasQuery } from '../../features/stages/api/tournament-areas';
import { byFightId, shownFight, unknownFights, withoutRemoved } from '../../features/stages/live-fights';
import { useNominationOutlet } from '../../features/tournament-page/hooks/use-nomination-outlet';
import { Stack } from '@mantine/core';
import { useSessionUser } from '../../features/auth/api/session-store';
import { useResultChanges } from '../../lib/live/use-result-changes';
import { useRefetchPredictions } from '../../features/predictions/api/predictions';
import { PredictFight } from '../../features/predictions/components/PredictFight';
import { PredictionsSignIn } from '../../features/predictions/components/PredictionsSignIn';
import { useFighterSchedule } from '../../features/schedule/api/schedule';
import { NextFightLine } from '../../features/schedule/components/NextFightLine';
import { FollowButton } from '../../features/following/components/FollowButton';

/**
 * `/tournament/{id}/nomination/{idNomination}/follow-fighter/{idFighter}`: one fighter's fights, live; in a team category
 * the id is a team's, and its matches show the relay bout on now.
 */
export default function FollowFighterRoute() {
  const { idFighter = '' } = useParams();
  const { tournament, nomination } = useNominationOutlet();
  const stages = useNominationStagesQuery(nomination._id);
  const areas = useTournamentAreasQuery(tournament._id);
  const live = useFightStates([room.nomination(nomination._id)]);
  const offsetMs = useServerOffset();
  const user = useSessionUser();
  // "Next: Ring 2 against X, about 14:20, 3 fights before": the live schedule's estimate of the next fight.
  const schedule = useFighterSchedule(idFighter);
  useResultChanges([room.nomination(nomination._id)], useRefetchPredictions());

  const titles = useFightTitles();
  const shown = useMemo(
    () => (stages.data ? withoutRemoved(stages.data, live.removed) : null),
    [stages.data, live.removed],
  );
  // A fight deleted since the page loaded (a category reset, a stage built again): hidden now, reloaded to be sure.
  // A fight the page does not know yet (a stage advanced into, a new swiss round): reloaded to show it.
  const behind =
    useMemo(() => unknownFights(stages.data, live.states), [stages.data, live.states]) + (shown?.hidden ?? 0);
  const { refetch } = stages;
  useEffect(() => {
    if (behind > 0) void refetch();
  }, [behind, refetch]);

  const fights = useMemo<FollowedFight[]>(() => {
    const liveById = byFightId(live.states);
    // A followed team's matches show the relay bout on now (follow a team).
    const bouts = boutsToWatch(live.states);
    let order = 0;
    return (shown?.stages ?? []).flatMap((stage) =>
      [...stage.pools]
        .sort((a, b) => a.floor - b.floor || a.round - b.round || a.side - b.side || a.index - b.index)
        .flatMap((pool) =>
          [...pool.fights]
            .sort((a, b) => a.index - b.index)
            .map((row) => ({
              ...shownFight(row, liveById),
              stageTitle: titles.fight({
                stage: { ...stage, label: stage.label || null },
                group: pool.group,
              }),
              order: order++,
              bout: bouts.get(row._id) ?? null,
            })),
        ),
    );
  }, [shown, live.states, titles]);

  // The rings of the fighter's coming fights, watched whole: how many fights (of any category) come first.
  const ringIds = useMemo(
    () =>
      [
        ...new Set(
          fights
            .filter(
              (f) =>
                f.view.status === 'scheduled' &&
                f.areaId &&
                (f.fighter1?._id === idFighter || f.fighter2?._id === idFighter),
            )
            .map((f) => f.areaId!),
        ),
      ].sort(),
    [fights, idFighter],
  );
  const rings = useFightStates(ringIds.map((id) => room.area(id)));
  const ringFights = useMemo(
    () =>
      rings.states.map((s) => ({
        fightId: s.fightId,
        areaId: s.areaId,
        areaOrder: s.areaOrder,
        status: s.view.status,
      })),
    [rings.states],
  );
  const plan = useMemo(
    () => planFollowedFights(fights, idFighter, ringFights),
    [fights, idFighter, ringFights],
  );
  const ringTitles = useMemo(() => new Map((areas.data ?? []).map((a) => [a._id, a.title])), [areas.data]);

  if (!shown) return <FollowFighterSkeleton />;
  return (
    <Stack gap="md">
      <ConnectionLostNotice floating />
      {tournament.status === 'ONGOING' && <PredictionsSignIn />}
      <FollowFighter
        fighterId={idFighter}
        fighter={followedFighter(fights, idFighter)}
        plan={plan}
        ringTitles={ringTitles}
        offsetMs={offsetMs}
        next={<NextFightLine schedule={schedule.data} fighterId={idFighter} tournamentId={tournament._id} />}

        viewerIsFighter={!!user && user._id === idFighter}
        action={
          // A team category follows a team, which is not a person one can follow.
          nomination.isTeam ? undefined : (
            <FollowButton
              kind="fighter"
              id={idFighter}
              name={followedFighter(fights, idFighter)?.name ?? ''}
            />
          )
        }
        predict={
          user
            ? (fight) => (
                <PredictFight
                  tournamentId={tournament._id}
                  fightId={fight.fightId}
                  fighter1={fight.fighter1}
                  fighter2={fight.fighter2}
                  status={fight.view.status}
                />
              )
            : undefined
        }
      />
    </Stack>
  );
}
