import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Parses one list item; a zod schema fits. */
export interface ItemParser<T> {
  parse: (raw: unknown) => T;
}

/** The list answer of spec §7: `{items, count}`. */
export interface ListAnswer<T> {
  items: T[];
  count: number;
}

export const listQueryKey = (resource: string, queryString?: string) =>
  queryString === undefined ? (['list', resource] as const) : (['list', resource, queryString] as const);

function isListAnswer(value: unknown): value is { items: unknown[]; count: unknown } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);
}

/** GET {resource}?sort=…&page=…&perPage=…&filter=… (spec §7 "Generic list fetch"). */
export async function fetchList<T>(
  resource: string,
  queryString: string,
  parser: ItemParser<T>,
  signal?: AbortSignal,
): Promise<ListAnswer<T>> {
  const { data } = await apiRequest(`/${resource}${queryString ? `?${queryString}` : ''}`, { signal });
  if (!isListAnswer(data)) throw new Error(`The ${resource} list answer has no items`);
  const items = data.items.map((item) => parser.parse(item));
  return { items, count: typeof data.count === 'number' ? data.count : items.length };
}

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useListQuery<T>(
  resource: string,
  queryString: string,
  parser: ItemParser<T>,
  enabled = true,
) {
  return useQuery({
    queryKey: listQueryKey(resource, queryString),
    queryFn: ({ signal }) => fetchList(resource, queryString, parser, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
