import type { FilterType } from '@hema/shared/ui-rules/filter-emptiness';
import type { ReactNode } from 'react';
import type { AnyListEndpoint } from './api/list';

export type { FilterType };

/** A choice of a select, radio, checkbox or select-multi filter. */
export interface GridFilterOption {
  value: string;
  label: string;
}

/** The value a filter holds: text/date/select/radio as a string, number as a number, lists as string arrays. */
export type GridFilterValue = string | number | string[] | null;

/** Which calendar view a date filter stops at (spec §4 "Date picker views"). */
export type DatePickerView = 'year' | 'month' | 'day' | 'time';

/**
 * One grid filter (spec §3 "Grid filter": field, type, label, placeholder, value, options, custom, min, max,
 * format, minimumView, repository, searchField).
 */
export interface GridFilter {
  field: string;
  type: FilterType;
  label: string;
  placeholder?: string;
  /** Initial value; empty when left out. */
  value?: GridFilterValue;
  /** A function is called the first time the list opens or a value needs its label (e.g. every country by name). */
  options?: readonly GridFilterOption[] | (() => readonly GridFilterOption[]);
  /** Sends `field[custom]:value`: the resource decides what it means. */
  custom?: boolean;
  /** Number: lowest/highest value. Date: earliest/latest day (yyyy-MM-dd). */
  min?: number | string;
  max?: number | string;
  /** Date: the input format in dayjs tokens (default YYYY-MM-DD, the spec's yyyy-MM-dd). */
  format?: string;
  /** Date: the coarsest view that closes the picker (default day). */
  minimumView?: DatePickerView;
  /** select-api: the list searched, e.g. `clubsContract.list`. */
  repository?: AnyListEndpoint;
  /** select-api: the field searched with [like] (default `title`). */
  searchField?: string;
}

/** One column; `sortable` makes its heading toggle the sort. */
export interface GridColumn<T> {
  /** Sort field and React key. */
  key: string;
  title: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
  /** Column alignment in the table. */
  align?: 'left' | 'right' | 'center';
  /** Hide on narrow screens in card layout (the title column is always shown). */
  hideInCard?: boolean;
  width?: number | string;
}

/** What the grid keeps between visits (spec §4 "Grid state"). */
export interface GridState {
  /** Field name, `-field` for descending; empty for the server's default order. */
  sort: string;
  page: number;
  /** 0 shows all rows on one page. */
  perPage: number;
  filters: Record<string, GridFilterValue>;
}

/** Grid list items may carry these (spec §3). */
export interface GridItem {
  _id: string;
  title?: string | null;
  name?: string | null;
  idCustom?: string | number | null;
  deleted?: boolean | null;
  visible?: boolean | null;
  highlight?: boolean | null;
}
