import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { managedTournamentSchema } from './my-tournaments';
import { nullishText, refSchema } from './list-schema';

const nominationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  weapon: refSchema.extend({ type: refSchema.nullish() }).nullish(),
  fighterLimit: z.number().nullish(),
  ratingMode: nullishText,
  isTeam: z.boolean().nullish(),
  rules: z.record(z.string(), z.unknown()).nullish(),
});

const tournamentDetailsSchema = managedTournamentSchema.extend({
  description: nullishText,
  descriptionPayment: nullishText,
  address: nullishText,
  stream: nullishText,
  link: z.object({ url: nullishText, label: nullishText }).nullish(),
  linkRules: z.object({ url: nullishText, label: nullishText }).nullish(),
  registrationEnabled: z.boolean().nullish(),
  registrationDateStart: nullishText,
  registrationDateEnd: nullishText,
  registrationText: nullishText,
  registrationFields: z.array(z.record(z.string(), z.unknown())).nullish(),
  applicationsAccess: z.unknown().optional(),
  applicationsShowPayments: z.boolean().nullish(),
  applicationsShowWaitingList: z.boolean().nullish(),
  nominations: z
    .array(nominationSchema)
    .nullish()
    .transform((value) => value ?? []),
  actions: z.array(z.string()).nullish(),
});
export type ManagedTournamentDetails = z.output<typeof tournamentDetailsSchema>;
export type ManagedNomination = ManagedTournamentDetails['nominations'][number];

/** GET /tournaments/{id} (organizer pages look tournaments up by id). */
export async function fetchManagedTournament(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/tournaments/${encodeURIComponent(id)}`, { signal });
  return tournamentDetailsSchema.parse(data);
}

export function useManagedTournamentQuery(id: string) {
  return useQuery({
    queryKey: ['tournament', 'by-id', id],
    queryFn: ({ signal }) => fetchManagedTournament(id, signal),
    meta: { silent: true },
  });
}
