import { useDebouncedValue } from '@mantine/hooks';
import { buildFilter } from '@hema/shared/query/list-query';
import { useQuery } from '@tanstack/react-query';
import { listPageQuery } from '../../lib/endpoint-client';
import type { AnyListEndpoint } from '../grid/api/list';

/** Spec §9: the grid's filter debounce; the same pause before asking whether a name is taken. */
const DUPLICATE_CHECK_DEBOUNCE_MS = 500;

/**
 * Spec §5 "Duplicate warnings appear for a user or club whose name already exists": up to three records of `list`
 * whose `field` contains the typed name (case-insensitive), asked once typing pauses. A warning, never a refusal:
 * two fighters may share a name.
 */
export function useNameDuplicates(list: AnyListEndpoint, field: string, text: string): string[] {
  return useNameDuplicateItems<{ name?: string; title?: string }>(list, field, text).map(
    (item) => item.name ?? item.title ?? '',
  );
}

/** The records behind the warning, for forms that offer to use one of them instead (a namesake's club, country). */
export function useNameDuplicateItems<T>(list: AnyListEndpoint, field: string, text: string): T[] {
  const [name] = useDebouncedValue(text.trim().replace(/\s+/g, ' '), DUPLICATE_CHECK_DEBOUNCE_MS);
  const query = useQuery({
    ...listPageQuery(list, {
      query: {
        filter: buildFilter([{ field, like: true, values: [name] }]),
        perPage: '3',
        sort: field,
      } as never,
    }),
    enabled: name.length >= 2,
    meta: { silent: true },
    staleTime: 10_000,
  });
  if (name.length < 2 || !query.data) return [];
  return query.data.items as T[];
}
