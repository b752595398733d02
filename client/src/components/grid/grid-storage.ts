import type { GridFilter, GridFilterValue, GridState } from './grid-types';

/** The grid's local storage key: resource name plus list path (spec §4 "Grid state"). */
export function gridStorageKey(resource: string, path: string): string {
  return `grid:${resource}:${path}`;
}

function isFilterValue(value: unknown): value is GridFilterValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    (Array.isArray(value) && value.every((v) => typeof v === 'string'))
  );
}

/**
 * The saved state, or null. Only the grid's current filters are taken back (a filter removed from the code
 * since the last visit is dropped), and only well-formed values.
 */
export function readGridState(
  key: string,
  filters: readonly GridFilter[],
  perPageOptions: readonly number[],
): Partial<GridState> | null {
  let raw: unknown;
  try {
    const text = window.localStorage.getItem(key);
    if (!text) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const saved = raw as Record<string, unknown>;
  const state: Partial<GridState> = {};
  if (typeof saved.sort === 'string' && /^-?[A-Za-z_][A-Za-z0-9_.]*$|^$/.test(saved.sort))
    state.sort = saved.sort;
  if (typeof saved.page === 'number' && Number.isInteger(saved.page) && saved.page >= 1)
    state.page = saved.page;
  if (typeof saved.perPage === 'number' && [...perPageOptions, 0].includes(saved.perPage)) {
    state.perPage = saved.perPage;
  }
  if (typeof saved.filters === 'object' && saved.filters !== null) {
    const values = saved.filters as Record<string, unknown>;
    state.filters = {};
    for (const filter of filters) {
      const value = values[filter.field];
      if (isFilterValue(value)) state.filters[filter.field] = value;
    }
  }
  return state;
}

export function writeGridState(key: string, state: GridState): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // quota or disabled storage: the grid simply starts fresh next time
  }
}
