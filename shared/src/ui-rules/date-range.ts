/**
 * Tournament date ranges, collapsed like a person would write them (spec §9): "3–5 May 2026" rather than
 * "3 May 2026 – 5 May 2026". Intl's formatRange does the locale-correct collapsing (month cases in ru,
 * month-first order in en); this module decides the inputs and the time zone.
 */

export type DateInput = string | Date;

/** How much of the two dates is shared and so written once. */
export type DateRangeCollapse = 'same-day' | 'same-month' | 'same-year' | 'different-years';

export interface DateRangeOptions {
  /** Calendar the dates are read in. Default UTC, which keeps ISO dates (yyyy-MM-dd) on their own day. */
  timeZone?: string;
}

function toDate(value: DateInput): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

function calendarParts(date: Date, timeZone: string): { year: string; month: string; day: string } {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Which parts of a range are shared; the order of the two dates does not matter. */
export function dateRangeCollapse(
  start: DateInput,
  end: DateInput,
  options: DateRangeOptions = {},
): DateRangeCollapse {
  const timeZone = options.timeZone ?? 'UTC';
  const a = calendarParts(toDate(start), timeZone);
  const b = calendarParts(toDate(end), timeZone);
  if (a.year !== b.year) return 'different-years';
  if (a.month !== b.month) return 'same-year';
  return a.day === b.day ? 'same-day' : 'same-month';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and time zone: building one costs milliseconds, a list page formats every row. */
function longDateFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
    formats.set(key, format);
  }
  return format;
}

/**
 * The range written in `locale` ('en', 'ru', …): one date when both fall on the same day (or there is no
 * end), the shared month and year written once, and both dates in full across a change of year.
 * Dates given in reverse order are swapped rather than printed backwards.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput | null | undefined,
  locale: string,
  options: DateRangeOptions = {},
): string {
  const format = longDateFormat(locale, options.timeZone ?? 'UTC');
  const from = toDate(start);
  if (end === null || end === undefined) return format.format(from);
  const to = toDate(end);
  return from.getTime() <= to.getTime() ? format.formatRange(from, to) : format.formatRange(to, from);
}
