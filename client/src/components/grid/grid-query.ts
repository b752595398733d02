import { buildListQuery, type FilterClause } from '@hema/shared/query/list-query';
import { isFilterEmpty } from '@hema/shared/ui-rules/filter-emptiness';
import type { GridFilter, GridFilterValue, GridState } from './grid-types';

function asList(value: GridFilterValue): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === null ? [] : [String(value)];
}

/**
 * Filter clauses of spec §7 for the filters that are not empty (spec §5): text `field[like]:value`, date
 * `field:yyyy-LL-dd`, number, radio, select and select-api `field:value`, checkbox and select-multi
 * `field:v1,v2`; a custom filter adds `[custom]`.
 */
export function filterClauses(filters: readonly GridFilter[], values: GridState['filters']): FilterClause[] {
  const clauses: FilterClause[] = [];
  for (const filter of filters) {
    const value = values[filter.field] ?? null;
    if (isFilterEmpty(filter.type, value)) continue;
    const clause: FilterClause = { field: filter.field, values: asList(value) };
    if (filter.type === 'text') {
      clause.values = [String(value).trim()];
      clause.like = true;
    }
    if (filter.type === 'date') clause.values = [String(value).slice(0, 10)];
    if (filter.custom) clause.custom = true;
    clauses.push(clause);
  }
  return clauses;
}

/**
 * The query of the generic list fetch as URL parameters: sort, page, perPage (0 for all) and the filter (fixed
 * clauses first), built by the one list-query builder.
 */
export function gridQuery(
  state: GridState,
  filters: readonly GridFilter[],
  extra: Record<string, string | number> = {},
  baseFilter: readonly FilterClause[] = [],
): Record<string, string> {
  const query = buildListQuery(
    {
      sort: state.sort || undefined,
      page: state.page,
      perPage: state.perPage,
      filter: [...baseFilter, ...filterClauses(filters, state.filters)],
    },
    extra,
  );
  return Object.fromEntries(new URLSearchParams(query));
}

/** Every filter's starting value: its configured value, else empty. */
export function initialFilterValues(filters: readonly GridFilter[]): Record<string, GridFilterValue> {
  return Object.fromEntries(filters.map((f) => [f.field, f.value ?? emptyValue(f)]));
}

/** The empty value of a filter type (an empty list for the list filters, null otherwise). */
export function emptyValue(filter: Pick<GridFilter, 'type'>): GridFilterValue {
  return filter.type === 'checkbox' || filter.type === 'select-multi' ? [] : null;
}

/** The next sort when a sortable column heading is clicked: ascending first, then it flips. */
export function toggledSort(current: string, field: string): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return field;
  return field;
}

/** The text a delete confirmation names the entity by (spec §5): title, else name, else id. */
export function entityLabel(item: {
  _id?: string;
  title?: unknown;
  name?: unknown;
  idCustom?: unknown;
}): string | null {
  for (const candidate of [item.title, item.name, item.idCustom, item._id]) {
    if (candidate !== undefined && candidate !== null && String(candidate).trim() !== '')
      return String(candidate);
  }
  return null;
}
