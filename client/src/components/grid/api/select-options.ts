import type { SelectOption } from '@hema/shared/contracts/list';
import { buildFilter, type FilterClause } from '@hema/shared/query/list-query';
import { useQuery } from '@tanstack/react-query';
import { selectOptionsQuery } from '../../../lib/endpoint-client';
import type { AnyListEndpoint } from './list';

export type { SelectOption };

export interface SelectSearch {
  endpoint: AnyListEndpoint;
  /** Field searched with [like]. */
  searchField: string;
  text: string;
  /** Further clauses of the filter (spec §7: "plus filter and query params"). */
  filter?: FilterClause[];
  params?: Record<string, string>;
}

/** `?forSelect=1&sort=title&filter={field}[like]:{text}` (spec §7 "Async select"). */
function searchQuery({ endpoint, searchField, text, filter = [], params }: SelectSearch) {
  return selectOptionsQuery(endpoint, {
    query: {
      ...params,
      sort: 'title',
      filter: buildFilter([{ field: searchField, like: true, values: [text] }, ...filter]),
    } as never,
  });
}

/** Options for a (debounced) search text; nothing is asked for an empty text. */
export function useSelectSearch(search: SelectSearch) {
  const text = search.text.trim();
  return useQuery({
    ...searchQuery({ ...search, text }),
    select: (answer) => answer.items,
    enabled: text !== '',
    staleTime: 60_000,
  });
}

/** `?forSelect=1&filter=_id:{id}`: the chosen entity's option, loaded once per id. */
export function useSelectedOption(endpoint: AnyListEndpoint, id: string | null) {
  return useQuery({
    ...selectOptionsQuery(endpoint, {
      query: { filter: buildFilter([{ field: '_id', values: [id ?? ''] }]) } as never,
    }),
    select: (answer): SelectOption | null => answer.items[0] ?? null,
    enabled: !!id,
    staleTime: Infinity,
  });
}
