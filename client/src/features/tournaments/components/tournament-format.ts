import { formatDateRange } from '@hema/shared/ui-rules/date-range';
import { countryName } from '../../../lib/countries';
import type { TournamentListItem } from '../api/tournament-list';

/** The dates collapsed as a person writes them (spec §9), empty without a start date. */
export function tournamentDates(tournament: TournamentListItem, locale: string): string {
  if (!tournament.dateStart) return '';
  try {
    return formatDateRange(tournament.dateStart, tournament.dateEnd, locale);
  } catch {
    return '';
  }
}

/** "City, Country". */
export function tournamentPlace(tournament: TournamentListItem, locale: string): string {
  return [tournament.city, countryName(tournament.country, locale)].filter(Boolean).join(', ');
}
