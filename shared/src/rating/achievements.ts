/** Seasonal achievements (spec §5): they go to those who competed in more than 5 tournaments of the season. */

/** A fighter must have entered more tournaments than this in the season (spec §9: "more than 5"). */
export const SEASONAL_TOURNAMENTS_TO_EXCEED = 5;

/** One tournament a fighter competed in, with its start date (ISO). */
export interface TournamentParticipation {
  tournamentId: string;
  date: string;
}

/** A season as an inclusive range of ISO dates. */
export interface Season {
  start: string;
  end: string;
}

/** Distinct tournaments within the season; several nominations of one tournament count once. */
export function countSeasonTournaments(
  participations: readonly TournamentParticipation[],
  season: Season,
): number {
  const start = Date.parse(season.start);
  const end = Date.parse(season.end);
  if (Number.isNaN(start) || Number.isNaN(end))
    throw new RangeError(`Invalid season: ${season.start} – ${season.end}`);
  const tournaments = new Set<string>();
  for (const participation of participations) {
    const date = Date.parse(participation.date);
    if (date >= start && date <= end) tournaments.add(participation.tournamentId);
  }
  return tournaments.size;
}

/** True when the count is more than 5 tournaments; exactly 5 is not enough. */
export function hasEnoughSeasonTournaments(tournamentCount: number): boolean {
  return tournamentCount > SEASONAL_TOURNAMENTS_TO_EXCEED;
}

export function isEligibleForSeasonalAchievements(
  participations: readonly TournamentParticipation[],
  season: Season,
): boolean {
  return hasEnoughSeasonTournaments(countSeasonTournaments(participations, season));
}
