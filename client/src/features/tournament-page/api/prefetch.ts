import type { QueryClient } from '@tanstack/react-query';
import { nominationStagesQuery } from '../../stages/api/nomination-stages';
import { tournamentAreasQuery } from '../../stages/api/tournament-areas';
import { tournamentQuery } from './tournament';

/**
 * Data of the spectator pages fetched when a link to them is pointed at (app/routes/prefetch-on-intent.ts), so the
 * click opens a page whose answers are on their way or in. Fresh answers are not asked again (each query's
 * staleTime); a failure is left for the page to show when it is opened.
 */

/** The tournament page: the tournament, then its rings (their query needs the tournament's id). */
export async function prefetchTournamentPage(client: QueryClient, key: string): Promise<void> {
  const tournament = await client.fetchQuery(tournamentQuery(key)).catch(() => null);
  if (tournament) await client.prefetchQuery(tournamentAreasQuery(tournament._id));
}

/** The category page's stages (its tournament comes with the tournament route it sits in). */
export async function prefetchCategoryPage(client: QueryClient, nominationId: string): Promise<void> {
  await client.prefetchQuery(nominationStagesQuery(nominationId));
}
