import { TOURNAMENT_STATUSES } from '@hema/shared/competition/tournament-status';
import * as z from 'zod/mini';

/** The tournament list resource (spec §7 `GET /tournaments` with the list query). */
export const TOURNAMENTS_RESOURCE = 'tournaments';

/** A tournament as the list answer carries it: what a card shows. */
export const tournamentListItemSchema = z.object({
  _id: z.string(),
  idString: z.string(),
  title: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  dateStart: z.nullish(z.string()),
  dateEnd: z.nullish(z.string()),
  country: z.nullish(z.string()),
  city: z.nullish(z.string()),
});

export type TournamentListItem = z.output<typeof tournamentListItemSchema>;
