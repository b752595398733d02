import type { ScheduledFight } from '@hema/shared/contracts/schedule';
import type { UpcomingFight, UpcomingFights } from './ports.js';

/** The live schedule as the schedule module answers it (ScheduleService.startingWithin). */
export interface ScheduleSource {
  startingWithin(ms: number, now: Date): Promise<ScheduledFight[]>;
}

/**
 * The schedule's fights as reminders need them: only fights that have not started and have an estimate. The root
 * module binds `UPCOMING_FIGHTS` to `upcomingFromSchedule(scheduleService)`.
 */
export function upcomingFromSchedule(source: ScheduleSource): UpcomingFights {
  return {
    async startingWithin(ms, now) {
      const fights = await source.startingWithin(ms, now);
      return fights.flatMap((f): UpcomingFight[] =>
        f.estimatedStart && !f.startedAt && f.status === 'scheduled'
          ? [
              {
                fightId: f.fightId,
                tournamentId: f.tournament._id,
                nominationId: f.nomination._id,
                ringTitle: f.ring.title,
                estimatedStart: f.estimatedStart,
                fighters: [f.fighter1, f.fighter2].flatMap((x) => (x ? [{ id: x._id, name: x.name }] : [])),
              },
            ]
          : [],
      );
    },
  };
}
