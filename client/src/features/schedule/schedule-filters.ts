import type { RingSchedule, ScheduledFight, TournamentSchedule } from './api/schedule';

/** The Schedule tab's filters (ids), as the address keeps them. */
export interface ScheduleFilterValues {
  nomination: string | null;
  club: string | null;
  fighter: string | null;
}

export interface FilterOption {
  value: string;
  label: string;
}

const sides = (fight: ScheduledFight) => [fight.fighter1, fight.fighter2].filter((f) => !!f);

/** The same rule as the server's filters (schedule.service.ts): a category, a club of either side, either side. */
export function matches(fight: ScheduledFight, filters: ScheduleFilterValues): boolean {
  return (
    (!filters.nomination || fight.nomination._id === filters.nomination) &&
    (!filters.club || sides(fight).some((f) => f.club?._id === filters.club)) &&
    (!filters.fighter || sides(fight).some((f) => f._id === filters.fighter))
  );
}

/** The rings with only the fights that match; with a filter set, rings with none are left out. */
export function filterRings(schedule: TournamentSchedule, filters: ScheduleFilterValues): RingSchedule[] {
  const filtered = !!(filters.nomination || filters.club || filters.fighter);
  return schedule.rings
    .map((ring) => ({ ...ring, fights: ring.fights.filter((fight) => matches(fight, filters)) }))
    .filter((ring) => !filtered || ring.fights.length > 0);
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** The categories, clubs and fighters the schedule's waiting fights name: what the filters offer. */
export function filterOptions(schedule: TournamentSchedule | undefined) {
  const nominations = new Map<string, string>();
  const clubs = new Map<string, string>();
  const fighters = new Map<string, string>();
  for (const ring of schedule?.rings ?? []) {
    for (const fight of ring.fights) {
      nominations.set(fight.nomination._id, fight.nomination.title);
      for (const side of sides(fight)) {
        fighters.set(side._id, side.name);
        if (side.club) clubs.set(side.club._id, side.club.title);
      }
    }
  }
  const options = (map: Map<string, string>) =>
    [...map].map(([value, label]) => ({ value, label })).sort(byLabel);
  return { nominations: options(nominations), clubs: options(clubs), fighters: options(fighters) };
}
