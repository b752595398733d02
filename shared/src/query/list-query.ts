/**
 * The list query language of spec §7 ("Generic list fetch", "Async select"): one builder (client) and one
 * parser (server), so both ends agree by construction.
 *
 *   ?sort=-title&page=2&perPage=25&filter=title[like]:sword,dateStart:2026-05-01,status:REG_OPEN,ONGOING
 *
 * Filter clauses are separated by commas; a checkbox clause carries several comma-separated values, so a
 * segment that does not start with `field:` continues the previous clause's values. Values escape `\`, `,`
 * and `:` with a backslash so any text survives the round trip.
 */

export interface FilterClause {
  field: string;
  /** Text search: `field[like]:value` (case-insensitive substring). */
  like?: boolean;
  /** Resource-specific filter: `field[custom]:value` — the resource decides what it means. */
  custom?: boolean;
  values: string[];
}

export interface ListQuery {
  /** Field name; a leading `-` means descending. */
  sort?: string;
  /** 1-based page. */
  page?: number;
  /** Page size; 0 means everything (`perPage=0` or `perPage=all`). */
  perPage?: number;
  filter?: FilterClause[];
  /** Async-select mode: a short `{_id, title}` answer. */
  forSelect?: boolean;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const MAX_PER_PAGE_DIGITS = 6;

export function escapeFilterValue(value: string): string {
  return value.replace(/[\\,:]/g, (c) => `\\${c}`);
}

export function buildFilter(clauses: FilterClause[]): string {
  return clauses
    .map((c) => {
      if (!FIELD.test(c.field)) throw new Error(`Invalid filter field "${c.field}"`);
      const suffix = `${c.like ? '[like]' : ''}${c.custom ? '[custom]' : ''}`;
      return `${c.field}${suffix}:${c.values.map(escapeFilterValue).join(',')}`;
    })
    .join(',');
}

export function buildListQuery(query: ListQuery, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (query.forSelect) params.set('forSelect', '1');
  if (query.sort) params.set('sort', query.sort);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.perPage !== undefined) params.set('perPage', String(query.perPage));
  if (query.filter && query.filter.length > 0) params.set('filter', buildFilter(query.filter));
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

/** Splits on unescaped commas, keeping escapes in place for the next step. */
function splitSegments(raw: string): string[] {
  const segments: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\' && i + 1 < raw.length) {
      current += c + raw[i + 1];
      i++;
    } else if (c === ',') {
      segments.push(current);
      current = '';
    } else current += c;
  }
  segments.push(current);
  return segments;
}

function unescape(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}

/** Index of the first unescaped `:` or -1. */
function headEnd(segment: string): number {
  for (let i = 0; i < segment.length; i++) {
    if (segment[i] === '\\') i++;
    else if (segment[i] === ':') return i;
  }
  return -1;
}

export function parseFilter(raw: string): ParseResult<FilterClause[]> {
  if (raw.trim() === '') return { ok: true, value: [] };
  const clauses: FilterClause[] = [];
  for (const segment of splitSegments(raw)) {
    const colon = headEnd(segment);
    const head = colon >= 0 ? segment.slice(0, colon) : '';
    const match = /^([A-Za-z_][A-Za-z0-9_.]*)((?:\[(?:like|custom)\])*)$/.exec(head);
    if (colon >= 0 && match) {
      clauses.push({
        field: match[1],
        like: match[2].includes('[like]') || undefined,
        custom: match[2].includes('[custom]') || undefined,
        values: [unescape(segment.slice(colon + 1))],
      });
    } else if (colon < 0 && clauses.length > 0) {
      clauses[clauses.length - 1].values.push(unescape(segment));
    } else {
      return { ok: false, error: `Malformed filter "${segment}": expected field:value or field[like]:value` };
    }
  }
  for (const c of clauses) {
    if (!c.like) delete c.like;
    if (!c.custom) delete c.custom;
  }
  return { ok: true, value: clauses };
}

function positiveInteger(name: string, raw: string, allowZero: boolean): ParseResult<number> {
  if (!/^\d+$/.test(raw) || raw.length > MAX_PER_PAGE_DIGITS) {
    return { ok: false, error: `${name} must be a whole number, got "${raw}"` };
  }
  const n = Number(raw);
  if (!allowZero && n < 1) return { ok: false, error: `${name} must be 1 or more` };
  return { ok: true, value: n };
}

type RawParams = Record<string, unknown>;

function single(params: RawParams, name: string): ParseResult<string | undefined> {
  const v = params[name];
  if (v === undefined) return { ok: true, value: undefined };
  if (typeof v !== 'string') return { ok: false, error: `${name} must be given once` };
  return { ok: true, value: v };
}

/** Parses the query-string object of a list request (as Express gives it). */
export function parseListQuery(params: RawParams): ParseResult<ListQuery> {
  const query: ListQuery = {};
  const sort = single(params, 'sort');
  if (!sort.ok) return sort;
  if (sort.value) {
    if (!/^-?[A-Za-z_][A-Za-z0-9_.]*$/.test(sort.value))
      return { ok: false, error: `Invalid sort "${sort.value}"` };
    query.sort = sort.value;
  }
  const page = single(params, 'page');
  if (!page.ok) return page;
  if (page.value !== undefined) {
    const n = positiveInteger('page', page.value, false);
    if (!n.ok) return n;
    query.page = n.value;
  }
  const perPage = single(params, 'perPage');
  if (!perPage.ok) return perPage;
  if (perPage.value !== undefined) {
    if (perPage.value === 'all') query.perPage = 0;
    else {
      const n = positiveInteger('perPage', perPage.value, true);
      if (!n.ok) return n;
      query.perPage = n.value;
    }
  }
  const filter = single(params, 'filter');
  if (!filter.ok) return filter;
  if (filter.value !== undefined) {
    const clauses = parseFilter(filter.value);
    if (!clauses.ok) return clauses;
    if (clauses.value.length > 0) query.filter = clauses.value;
  }
  const forSelect = single(params, 'forSelect');
  if (!forSelect.ok) return forSelect;
  if (forSelect.value === '1' || forSelect.value === 'true') query.forSelect = true;
  return { ok: true, value: query };
}

/** Sort field and direction of `-title` / `title`. */
export function parseSort(sort: string): { field: string; descending: boolean } {
  return sort.startsWith('-')
    ? { field: sort.slice(1), descending: true }
    : { field: sort, descending: false };
}

/** Formats a date as the filter's `yyyy-LL-dd` (calendar date in UTC). */
export function formatFilterDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
