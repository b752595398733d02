import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GROUP_TITLE_KEYS } from '@hema/shared/competition/group-title';
import type { FightView } from '@hema/shared/fight/fight-engine';
import { apiRequest } from '../../../lib/api-client';

const fighterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  club: z.object({ title: z.string() }).nullable().catch(null),
});

const fightSchema = z.object({
  _id: z.string(),
  nominationId: z.string(),
  index: z.number(),
  bracketKey: z.string().nullable().catch(null),
  isBye: z.boolean().catch(false),
  fighter1: fighterSchema.nullable(),
  fighter2: fighterSchema.nullable(),
  version: z.number(),
  area: z.object({ _id: z.string(), title: z.string() }).nullable().catch(null),
  areaOrder: z.number().nullable().catch(null),
  view: z.custom<FightView>((v) => typeof v === 'object' && v !== null && 'status' in v),
});

const poolSchema = z.object({
  _id: z.string(),
  index: z.number(),
  round: z.number(),
  side: z.number(),
  floor: z.number(),
  group: z.object({
    key: z.enum(GROUP_TITLE_KEYS),
    n: z.number().nullable(),
    custom: z.string().nullish(),
  }),
  fighters: z.array(fighterSchema).catch([]),
  fights: z.array(fightSchema),
});

const stageSchema = z.object({
  _id: z.string(),
  index: z.number(),
  type: z.enum(['POOL', 'ELIMINATION', 'ELIMINATION_DOUBLE', 'SWISS', 'SWISS_HITS']),
  label: z.string().catch(''),
  pools: z.array(poolSchema),
});

const stagesSchema = z.object({ items: z.array(stageSchema) });

export type StageFighter = z.infer<typeof fighterSchema>;
export type StageFight = z.infer<typeof fightSchema>;
export type StagePool = z.infer<typeof poolSchema>;
export type Stage = z.infer<typeof stageSchema>;

/** GET /nominations/{id}/stages: every stage of the category with its pools (or bracket columns, or rounds) and fights. */
export async function fetchNominationStages(nominationId: string, signal?: AbortSignal): Promise<Stage[]> {
  const { data } = await apiRequest(`/nominations/${encodeURIComponent(nominationId)}/stages`, { signal });
  return stagesSchema.parse(data).items;
}

export function useNominationStagesQuery(nominationId: string | undefined) {
  return useQuery({
    queryKey: ['nominations', nominationId, 'stages'],
    queryFn: ({ signal }) => fetchNominationStages(nominationId!, signal),
    enabled: !!nominationId,
    staleTime: 30_000,
  });
}
