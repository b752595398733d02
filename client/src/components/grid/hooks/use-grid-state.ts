import { shouldEmitSetPerPage } from '@hema/shared/ui-rules/pagination';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { initialFilterValues } from '../grid-query';
import { gridStorageKey, readGridState, writeGridState } from '../grid-storage';
import type { GridFilter, GridFilterValue, GridState } from '../grid-types';

/** Spec §9: grid per-page options 25, 50, 100; the default page size is the largest. */
export const GRID_PER_PAGE_OPTIONS = [25, 50, 100] as const;
/** Spec §9: a filter change reloads the list 500 ms after the last edit. */
export const FILTER_DEBOUNCE_MS = 500;

export interface GridStateOptions {
  /** Resource name, part of the storage key. */
  resource: string;
  filters: readonly GridFilter[];
  defaultSort?: string;
  perPageOptions?: readonly number[];
  /** Keep the state in local storage (default true). */
  persist?: boolean;
}

export interface GridStateApi {
  /** The state the list is loaded with. */
  state: GridState;
  /** Filter values as edited; they reach `state` after the debounce. */
  draftFilters: GridState['filters'];
  setFilter: (field: string, value: GridFilterValue) => void;
  clearFilters: () => void;
  setSort: (sort: string) => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  perPageOptions: readonly number[];
}

function sameValues(a: GridState['filters'], b: GridState['filters']): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Spec §4 "Grid state": sort, page, page size and filter values saved under resource + list path and restored
 * on load when the grid has filters. A filter edit reloads from page 1 after {@link FILTER_DEBOUNCE_MS}; the
 * first load keeps the saved page. Sorting and changing the page size go to page 1.
 */
export function useGridState({
  resource,
  filters,
  defaultSort = '',
  perPageOptions = GRID_PER_PAGE_OPTIONS,
  persist = true,
}: GridStateOptions): GridStateApi {
  const { pathname } = useLocation();
  const key = gridStorageKey(resource, pathname);

  const [state, setState] = useState<GridState>(() => {
    const empty = initialFilterValues(filters);
    const defaults: GridState = {
      sort: defaultSort,
      page: 1,
      perPage: Math.max(...perPageOptions),
      filters: empty,
    };
    const saved = persist && filters.length > 0 ? readGridState(key, filters, perPageOptions) : null;
    if (!saved) return defaults;
    return { ...defaults, ...saved, filters: { ...empty, ...saved.filters } };
  });
  const [draftFilters, setDraftFilters] = useState(state.filters);

  const appliedFilters = useRef(state.filters);
  appliedFilters.current = state.filters;

  useEffect(() => {
    // The first render's draft is the restored state itself: no reload, and the saved page stays.
    if (draftFilters === appliedFilters.current) return;
    const timer = setTimeout(() => {
      setState((current) =>
        sameValues(current.filters, draftFilters)
          ? { ...current, filters: draftFilters }
          : { ...current, filters: draftFilters, page: 1 },
      );
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftFilters]);

  useEffect(() => {
    if (persist) writeGridState(key, state);
  }, [key, persist, state]);

  const setFilter = useCallback((field: string, value: GridFilterValue) => {
    setDraftFilters((current) => ({ ...current, [field]: value }));
  }, []);

  const clearFilters = useCallback(() => {
    setDraftFilters(initialFilterValues(filters.map((f) => ({ ...f, value: undefined }))));
  }, [filters]);

  const setSort = useCallback((sort: string) => {
    setState((current) => ({ ...current, sort, page: 1 }));
  }, []);

  const setPage = useCallback((page: number) => {
    setState((current) => (current.page === page ? current : { ...current, page }));
  }, []);

  const setPerPage = useCallback((perPage: number) => {
    setState((current) =>
      shouldEmitSetPerPage(current.perPage, perPage) ? { ...current, perPage, page: 1 } : current,
    );
  }, []);

  return useMemo(
    () => ({ state, draftFilters, setFilter, clearFilters, setSort, setPage, setPerPage, perPageOptions }),
    [state, draftFilters, setFilter, clearFilters, setSort, setPage, setPerPage, perPageOptions],
  );
}
