import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const colour = z.enum(['red', 'blue', 'green', 'yellow', 'black', 'white']);

const nominationRulesSchema = z.object({
  _id: z.string(),
  title: z.string(),
  colorLeft: colour.catch('red'),
  colorRight: colour.catch('blue'),
  rules: z.object({
    counters: z.object({
      doubles: z.boolean(),
      appeals: z.boolean(),
      yellowCards: z.boolean(),
      redCards: z.boolean(),
    }),
  }),
});

export type FighterColour = z.infer<typeof colour>;
export type NominationRules = z.infer<typeof nominationRulesSchema>;

/** GET /nominations/{id}: the fighters' colours and which counters the category keeps. */
export async function fetchNominationRules(id: string, signal?: AbortSignal): Promise<NominationRules> {
  const { data } = await apiRequest(`/nominations/${encodeURIComponent(id)}`, { signal });
  return nominationRulesSchema.parse(data);
}

export function useNominationRulesQuery(id: string | undefined) {
  return useQuery({
    queryKey: ['nominations', id, 'rules'],
    queryFn: ({ signal }) => fetchNominationRules(id!, signal),
    enabled: !!id,
    staleTime: 5 * 60_000,
  });
}
