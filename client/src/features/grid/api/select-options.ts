import { buildListQuery, type FilterClause } from '@hema/shared/query/list-query';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** An option of the async select: the short `forSelect` answer. */
export interface SelectOption {
  _id: string;
  title: string;
}

function toOptions(data: unknown): SelectOption[] {
  const items = (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items
    .filter(
      (item): item is { _id: unknown; title?: unknown; name?: unknown } =>
        typeof item === 'object' && item !== null,
    )
    .map((item) => ({ _id: String(item._id), title: String(item.title ?? item.name ?? item._id) }));
}

export interface SelectSearch {
  resource: string;
  /** Field searched with [like]. */
  searchField: string;
  text: string;
  /** Further clauses of the filter (spec §7: "plus filter and query params"). */
  filter?: FilterClause[];
  params?: Record<string, string | number>;
}

/** GET {resource}?forSelect=1&sort=title&filter={field}[like]:{text} (spec §7 "Async select"). */
export async function searchOptions(search: SelectSearch, signal?: AbortSignal): Promise<SelectOption[]> {
  const query = buildListQuery(
    {
      forSelect: true,
      sort: 'title',
      filter: [{ field: search.searchField, like: true, values: [search.text] }, ...(search.filter ?? [])],
    },
    search.params,
  );
  const { data } = await apiRequest(`/${search.resource}?${query}`, { signal });
  return toOptions(data);
}

/** GET {resource}?forSelect=1&filter=_id:{id}: the title of an already chosen entity. */
export async function fetchSelectedOption(
  resource: string,
  id: string,
  signal?: AbortSignal,
): Promise<SelectOption | null> {
  const query = buildListQuery({ forSelect: true, filter: [{ field: '_id', values: [id] }] });
  const { data } = await apiRequest(`/${resource}?${query}`, { signal });
  return toOptions(data)[0] ?? null;
}

/** Options for a (debounced) search text; nothing is asked for an empty text. */
export function useSelectSearch(search: SelectSearch) {
  const text = search.text.trim();
  return useQuery({
    queryKey: ['select', search.resource, search.searchField, text, search.filter ?? [], search.params ?? {}],
    queryFn: ({ signal }) => searchOptions({ ...search, text }, signal),
    enabled: text !== '',
    staleTime: 60_000,
  });
}

/** The chosen entity's option, loaded once per id. */
export function useSelectedOption(resource: string, id: string | null) {
  return useQuery({
    queryKey: ['select', resource, '_id', id],
    queryFn: ({ signal }) => fetchSelectedOption(resource, id as string, signal),
    enabled: !!id,
    staleTime: Infinity,
  });
}
