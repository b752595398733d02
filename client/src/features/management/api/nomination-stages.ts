import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const stageSchema = z.object({
  _id: z.string(),
  index: z.number(),
  type: z.string(),
  title: z.string().nullish(),
  pools: z
    .array(
      z.object({
        _id: z.string(),
        index: z.number(),
        title: z.string().nullish(),
        fights: z.array(z.unknown()),
      }),
    )
    .nullish()
    .transform((value) => value ?? []),
});

const stagesSchema = z.object({
  items: z.array(stageSchema),
  count: z.number(),
  warnings: z.array(z.unknown()).nullish(),
});

/** GET /nominations/{id}/stages → the category's stages with their pools. */
export async function fetchNominationStages(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/nominations/${encodeURIComponent(id)}/stages`, { signal });
  return stagesSchema.parse(data);
}

export function useNominationStagesQuery(id: string) {
  return useQuery({
    queryKey: ['nomination', id, 'stages'],
    queryFn: ({ signal }) => fetchNominationStages(id, signal),
  });
}
