import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListEndpoint } from '@hema/shared/contracts/list';
import type { z } from 'zod';
import { listPageQuery } from '../../../lib/endpoint-client';

/** Any list endpoint of the shared contracts: what the grid and the async select are given. */
export type AnyListEndpoint = ListEndpoint<z.ZodType, z.ZodObject, z.ZodType>;

/** The item a list endpoint answers. */
export type ListItemOf<E> = E extends ListEndpoint<infer T, z.ZodObject, z.ZodType> ? z.output<T> : never;

/** The raw list query of spec §7: sort, page, perPage, filter and any extra parameters, as URL strings. */
export type ListQueryInput = Record<string, string>;

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useListPage<E extends AnyListEndpoint>(
  endpoint: E,
  query: ListQueryInput,
  params?: Record<string, string>,
) {
  return useQuery({
    ...listPageQuery(endpoint, { params: params as never, query: query as never }),
    placeholderData: keepPreviousData,
  });
}
