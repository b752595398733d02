/**
 * "Time ago" as the summary table's last activity shows it (spec §9): the largest non-zero unit among
 * year, month, week and day, falling back to days (0 days). Both moments are arguments, never the clock.
 */

export type RelativeTimeUnit = 'year' | 'month' | 'week' | 'day';

export interface RelativeTime {
  unit: RelativeTimeUnit;
  /** Whole units, negative when `from` lies before `now` (Intl.RelativeTimeFormat's convention). */
  value: number;
}

export interface RelativeTimeFormatOptions {
  /** 'always' (default) gives "1 day ago"; 'auto' gives "yesterday", "today". */
  numeric?: 'always' | 'auto';
}

const DAY_MS = 86_400_000;

function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** Whole calendar months (UTC) from `earlier` to `later`: a month counts once its day and time are reached. */
function wholeMonths(earlier: Date, later: Date): number {
  let months =
    (later.getUTCFullYear() - earlier.getUTCFullYear()) * 12 + (later.getUTCMonth() - earlier.getUTCMonth());
  const timeOfMonth = (date: Date): number =>
    date.getUTCDate() * DAY_MS + (((date.getTime() % DAY_MS) + DAY_MS) % DAY_MS);
  if (timeOfMonth(later) < timeOfMonth(earlier)) months -= 1;
  return months;
}

/** The distance from `now` to `from` in the largest non-zero unit; 0 days when under a day. */
export function relativeTime(from: string | Date, now: string | Date): RelativeTime {
  const a = toDate(from);
  const b = toDate(now);
  const sign = a.getTime() < b.getTime() ? -1 : 1;
  const [earlier, later] = sign < 0 ? [a, b] : [b, a];
  const months = wholeMonths(earlier, later);
  const days = Math.floor((later.getTime() - earlier.getTime()) / DAY_MS);
  const candidates: Array<[RelativeTimeUnit, number]> = [
    ['year', Math.floor(months / 12)],
    ['month', months],
    ['week', Math.floor(days / 7)],
    ['day', days],
  ];
  const [unit, amount] = candidates.find(([, count]) => count > 0) ?? ['day', 0];
  return { unit, value: amount === 0 ? 0 : sign * amount };
}

/**
 * The relative time written in `locale` ('en', 'ru', …), e.g. "3 weeks ago" / "3 недели назад".
 * Under a day reads as the past ("0 days ago", or "today" with numeric 'auto').
 */
export function formatRelativeTime(
  from: string | Date,
  now: string | Date,
  locale: string,
  options: RelativeTimeFormatOptions = {},
): string {
  const { unit, value } = relativeTime(from, now);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: options.numeric ?? 'always' });
  return format.format(value === 0 ? -0 : value, unit);
}
