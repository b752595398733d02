import { TOURNAMENT_STATUSES } from '@hema/shared/competition/tournament-status';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const link = z
  .object({ url: text, label: text })
  .nullish()
  .transform((value) => value ?? { url: '', label: '' });

const nominationSchema = z.object({
  _id: z.string(),
  idString: text,
  title: z.string(),
  weapon: z
    .object({
      _id: z.string(),
      title: z.string(),
      type: z.object({ _id: z.string(), title: z.string() }).nullish(),
    })
    .nullish(),
  index: z.number().nullish(),
  fighterLimit: z.number().nullish(),
  registrationNote: z.string().nullish(),
  ratingMode: z.string().nullish(),
  colorLeft: z.string().nullish(),
  colorRight: z.string().nullish(),
  redSide: z.number().nullish(),
  isTeam: z.boolean().nullish(),
  isFighting: z.boolean().nullish(),
  rules: z
    .object({ timerDirection: z.string().nullish(), durationMs: z.number().nullish() })
    .passthrough()
    .nullish(),
});

const registrationFieldSchema = z
  .object({ label: z.string().nullish(), title: z.string().nullish(), type: z.string().nullish() })
  .passthrough();

/** The tournament answer of spec §3 (what the public pages read), lenient where the contract allows absence. */
export const tournamentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  idString: z.string(),
  status: z.enum(TOURNAMENT_STATUSES).catch('UPCOMING'),
  dateStart: z.string().nullish(),
  dateEnd: z.string().nullish(),
  country: z.string().nullish(),
  city: z.string().nullish(),
  address: z.string().nullish(),
  description: text,
  descriptionPayment: text,
  stream: text,
  link,
  linkRules: link,
  registrationEnabled: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  registrationDateStart: z.string().nullish(),
  registrationDateEnd: z.string().nullish(),
  registrationText: text,
  registrationFields: z
    .array(registrationFieldSchema)
    .nullish()
    .transform((value) => value ?? []),
  nominations: z
    .array(nominationSchema)
    .nullish()
    .transform((value) => value ?? []),
  registrationNominations: z
    .array(nominationSchema)
    .nullish()
    .transform((value) => value ?? []),
  author: z.object({ _id: z.string(), name: text, username: z.string().nullish() }).nullish(),
  isTest: z.boolean().nullish(),
  imported: z.boolean().nullish(),
  imagePreviewProxyPath: z.string().nullish(),
});

export type Tournament = z.output<typeof tournamentSchema>;
export type TournamentNomination = Tournament['nominations'][number];

/** Spec §8 "Invalid tournament": the answer has no _id. */
export class InvalidTournamentError extends Error {
  override readonly name = 'InvalidTournamentError';
  constructor() {
    super('Invalid tournament');
  }
}

/** GET /tournaments/{idString} → the tournament with its categories (spec §7). */
export async function fetchTournament(idString: string, signal?: AbortSignal): Promise<Tournament> {
  const { data } = await apiRequest<unknown>(`/tournaments/${encodeURIComponent(idString)}`, { signal });
  if (typeof data !== 'object' || data === null || !('_id' in data) || !data._id)
    throw new InvalidTournamentError();
  const parsed = tournamentSchema.safeParse(data);
  if (!parsed.success) throw new InvalidTournamentError();
  return parsed.data;
}

export const tournamentQueryKey = (idString: string) => ['tournament', idString] as const;

/**
 * Spec §4 tournament loading: by idString; the same idString already loaded makes no call (the cache answers).
 * Errors are shown by the page (not found, invalid), so the query is silent.
 */
export function useTournamentQuery(idString: string | undefined) {
  return useQuery({
    queryKey: tournamentQueryKey(idString ?? ''),
    queryFn: ({ signal }) => fetchTournament(idString!, signal),
    enabled: !!idString,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
