import { useOutletContext } from 'react-router-dom';
import type { Tournament } from '../api/tournament';

/** What the tournament layout hands to every page below /tournament/{idTournament}. */
export interface TournamentOutletContext {
  tournament: Tournament;
}

/** The tournament of the page (loaded once by the layout, by idString). */
export function useTournamentOutlet(): TournamentOutletContext {
  return useOutletContext<TournamentOutletContext>();
}
