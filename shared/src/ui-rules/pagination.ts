/** The pagination control's rules (spec §4, §9), shared so the client and server agree on page maths. */

export const PAGINATION_DEFAULTS = { activePage: 1, perPage: 10, totalEntities: 0 } as const;

export interface PaginationInput {
  activePage?: number;
  /** Page size; 0 or null means "all on one page"; left out it is 10. */
  perPage?: number | null;
  totalEntities?: number;
}

export interface PaginationState {
  activePage: number;
  perPage: number | null;
  totalEntities: number;
  totalPages: number;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

export type PaginationSummary =
  | { key: 'shownFrom/shownTo/shownOf'; from: number; to: number; total: number }
  | { key: 'shownAll'; total: number };

function withDefaults(input: PaginationInput): {
  activePage: number;
  perPage: number | null;
  totalEntities: number;
} {
  return {
    activePage: input.activePage ?? PAGINATION_DEFAULTS.activePage,
    perPage: input.perPage === undefined ? PAGINATION_DEFAULTS.perPage : input.perPage,
    totalEntities: input.totalEntities ?? PAGINATION_DEFAULTS.totalEntities,
  };
}

/** ceil(totalEntities / perPage); a falsy page size shows everything on a single page. */
export function totalPages(totalEntities: number, perPage: number | null | undefined): number {
  return perPage ? Math.ceil(totalEntities / perPage) : 1;
}

/**
 * Page count and button states. Previous is disabled on page 1; next is disabled on the last page and
 * also when there is no page at all (0 entities), so it can never lead past the end.
 */
export function paginate(input: PaginationInput = {}): PaginationState {
  const { activePage, perPage, totalEntities } = withDefaults(input);
  const pages = totalPages(totalEntities, perPage);
  return {
    activePage,
    perPage,
    totalEntities,
    totalPages: pages,
    previousDisabled: activePage <= 1,
    nextDisabled: activePage >= pages,
  };
}

/**
 * The "shown x–y of z" line: a range while the page size is below the total, otherwise "shown all".
 * `to` stops at the total on the last, partly filled page.
 */
export function paginationSummary(input: PaginationInput = {}): PaginationSummary {
  const { activePage, perPage, totalEntities } = withDefaults(input);
  if (perPage && perPage < totalEntities) {
    return {
      key: 'shownFrom/shownTo/shownOf',
      from: (activePage - 1) * perPage + 1,
      to: Math.min(activePage * perPage, totalEntities),
      total: totalEntities,
    };
  }
  return { key: 'shownAll', total: totalEntities };
}

/** Label of a per-page option: 'all' for a falsy size, else the size itself. */
export function perPageLabel(value: number | null | undefined): string {
  return value ? String(value) : 'all';
}

/** Choosing a per-page option emits set-per-page only when it changes the size; all falsy sizes mean "all". */
export function shouldEmitSetPerPage(
  current: number | null | undefined,
  next: number | null | undefined,
): boolean {
  return (current || 0) !== (next || 0);
}
