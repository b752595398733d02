import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GROUP_TITLE_KEYS } from '@hema/shared/competition/group-title';
import { STAGE_TYPES } from '@hema/shared/domain-types';
import { apiRequest } from '../../../lib/api-client';

const groupTitleSchema = z.object({
  key: z.enum(GROUP_TITLE_KEYS),
  n: z.number().nullable(),
  custom: z.string().nullish(),
});

const stageSchema = z.object({
  _id: z.string(),
  index: z.number(),
  /** Null for a type this client does not know: the page then numbers the stage. */
  type: z.enum(STAGE_TYPES).nullable().catch(null),
  label: z
    .string()
    .nullish()
    .transform((label) => label || null),
  pools: z
    .array(
      z.object({
        _id: z.string(),
        index: z.number(),
        group: groupTitleSchema.nullable().catch(null),
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
