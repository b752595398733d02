import { useOutletContext } from 'react-router-dom';
import type { ManagedNomination, ManagedTournamentDetails } from '../api/managed-tournament';

export interface ManagedTournamentOutlet {
  tournament: ManagedTournamentDetails;
  /** `/organizer/tournaments/{id}` */
  base: string;
}

export interface ManagedNominationOutlet extends ManagedTournamentOutlet {
  nomination: ManagedNomination;
  /** `/organizer/tournaments/{id}/nominations/{idNomination}` */
  nominationBase: string;
}

export const useManagedTournamentOutlet = () => useOutletContext<ManagedTournamentOutlet>();
export const useManagedNominationOutlet = () => useOutletContext<ManagedNominationOutlet>();
