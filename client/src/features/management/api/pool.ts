import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GROUP_TITLE_KEYS } from '@hema/shared/competition/group-title';
import { apiRequest } from '../../../lib/api-client';
import { refSchema } from './list-schema';

const fighterSchema = z.object({ _id: z.string(), name: z.string(), club: refSchema.nullish() });

const poolFightSchema = z.object({
  _id: z.string(),
  index: z.number().nullish(),
  isBye: z.boolean().nullish(),
  fighter1: fighterSchema.nullish(),
  fighter2: fighterSchema.nullish(),
  score1: z.number().nullish(),
  score2: z.number().nullish(),
  status: z.string(),
  result: z.string().nullish(),
  area: refSchema.nullish(),
});
export type PoolFight = z.output<typeof poolFightSchema>;

const poolSchema = z.object({
  _id: z.string(),
  index: z.number(),
  /** The pool's title as parts (translated on screen); null when missing or unknown to this client. */
  group: z
    .object({ key: z.enum(GROUP_TITLE_KEYS), n: z.number().nullable(), custom: z.string().nullish() })
    .nullable()
    .catch(null),
  fighters: z.array(fighterSchema),
  fights: z.array(poolFightSchema),
});

/** GET /pools/{id} → the pool with its fighters and fights (spec §7). */
export async function fetchPool(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/pools/${encodeURIComponent(id)}`, { signal });
  return poolSchema.parse(data);
}

export function usePoolQuery(id: string) {
  return useQuery({
    queryKey: ['pool', id],
    queryFn: ({ signal }) => fetchPool(id, signal),
    meta: { silent: true },
  });
}
