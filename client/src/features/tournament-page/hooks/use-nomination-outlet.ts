import { useOutletContext } from 'react-router-dom';
import type { Tournament, TournamentNomination } from '../api/tournament';

/** What the nomination layout hands to every page below /tournament/{id}/nomination/{idNomination}. */
export interface NominationOutletContext {
  tournament: Tournament;
  nomination: TournamentNomination;
}

export function useNominationOutlet(): NominationOutletContext {
  return useOutletContext<NominationOutletContext>();
}
