import { tournamentsContract, type TournamentSummary } from '@hema/shared/contracts/tournaments';

/** `GET /tournaments` with the list query (spec §7): the tournament grid is given this endpoint. */
export const tournamentListEndpoint = tournamentsContract.list;

/** A tournament as the list answers it: what a card shows. */
export type TournamentListItem = TournamentSummary;
