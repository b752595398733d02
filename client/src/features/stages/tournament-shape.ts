import type { Tournament } from '@hema/shared/contracts/tournaments';

/** The parts of the tournament answer (spec §3) the spectator pages read; the tournament layout loads it. */
export type SpectatorNomination = Pick<
  Tournament['nominations'][number],
  '_id' | 'idString' | 'title' | 'weapon' | 'colorLeft' | 'colorRight' | 'redSide'
>;

export type SpectatorTournament = Pick<
  Tournament,
  | '_id'
  | 'idString'
  | 'title'
  | 'description'
  | 'descriptionPayment'
  | 'stream'
  | 'link'
  | 'linkRules'
  | 'address'
  | 'city'
  | 'country'
> & { nominations: SpectatorNomination[] };
