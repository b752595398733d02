import type { Nomination } from '@hema/shared/contracts/nominations';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useOutletContext } from 'react-router-dom';

export interface ManagedTournamentOutlet {
  /** The answer of `GET /tournaments/{id}` (the organizer pages look tournaments up by id). */
  tournament: Tournament;
  /** `/organizer/tournaments/{id}` */
  base: string;
}

export interface ManagedNominationOutlet extends ManagedTournamentOutlet {
  nomination: Nomination;
  /** `/organizer/tournaments/{id}/nominations/{idNomination}` */
  nominationBase: string;
}

export const useManagedTournamentOutlet = () => useOutletContext<ManagedTournamentOutlet>();
export const useManagedNominationOutlet = () => useOutletContext<ManagedNominationOutlet>();
