import type { TournamentSchedule } from '@hema/shared/contracts/schedule';
import { getJson } from './stream-live.js';

/** fightId → estimated start (ISO time), from the tournament's live schedule (shared/src/schedule/estimate.ts). */
export type RingTimes = ReadonlyMap<string, string>;

/** The estimates of every ring's fights not started yet; an empty map when the schedule cannot be had. */
export async function loadRingTimes(tournamentId: string): Promise<RingTimes> {
  const schedule = await getJson<TournamentSchedule>(
    `/tournaments/${encodeURIComponent(tournamentId)}/schedule`,
  );
  if (schedule === 'wrong' || schedule === null) return new Map();
  return new Map(
    schedule.rings.flatMap((ring) =>
      ring.fights.flatMap((fight) =>
        fight.estimatedStart ? [[fight.fightId, fight.estimatedStart] as const] : [],
      ),
    ),
  );
}

/**
 * Keeps the estimates fresh: the server estimates again whenever a fight starts or ends, so they are asked again
 * after a live change, at most once in `everyMs` (a burst of score changes costs one request).
 */
export function ringTimesFollower(tournamentId: string, redraw: () => void, everyMs = 15_000) {
  let times: RingTimes = new Map();
  let waiting = false;
  let missed = false;
  const refresh = async () => {
    times = await loadRingTimes(tournamentId);
    redraw();
  };
  // The first change asks at once; changes within the next `everyMs` are asked for once at its end.
  const ask = () => {
    waiting = true;
    missed = false;
    void refresh();
    setTimeout(() => {
      waiting = false;
      if (missed) ask();
    }, everyMs);
  };
  return {
    times: () => times,
    refresh,
    changed: () => {
      if (waiting) missed = true;
      else ask();
    },
  };
}
