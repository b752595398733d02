/**
 * THE way the interface writes dates: the interface language's medium style ("Apr 13, 2024", «13 апр. 2024 г.»),
 * never the browser's numeric default ("4/13/2024"). A calendar date (yyyy-MM-dd) is read in UTC so it is the
 * same day everywhere; a moment with its time (formatDateTime) is shown in the reader's time zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

// One formatter per language and style: building one costs milliseconds, and a list formats a date on every row.
function formatter(language: string | undefined, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language ?? ''}|${withTime ? 'time' : 'day'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      language,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium', timeZone: 'UTC' },
    );
    formats.set(key, format);
  }
  return format;
}

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date (ISO) as the interface language writes it; a dash when missing or invalid. */
export function formatDate(value: string | null | undefined, language: string | undefined): string {
  const date = parse(value);
  return date ? formatter(language, false).format(date) : '—';
}

/** A moment (ISO) with its time of day, in the reader's time zone; a dash when missing or invalid. */
export function formatDateTime(value: string | null | undefined, language: string | undefined): string {
  const date = parse(value);
  return date ? formatter(language, true).format(date) : '—';
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment's time of day as a 24-hour clock ("14:20"), in the reader's time zone: the live schedule's estimates. A
 * dash when missing or invalid.
 */
export function formatTimeOfDay(value: string | null | undefined, language: string | undefined): string {
  const date = parse(value);
  if (!date) return '—';
  const key = language ?? '';
  let format = clocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(key, format);
  }
  return format.format(date);
}

const weekdays = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment's time of day, with its weekday when it is not today in the reader's time zone ("Sat 09:05"): an estimate
 * that the day plan moves to the next morning must not read as this evening.
 */
export function formatTimeOfDayNear(
  value: string | null | undefined,
  language: string | undefined,
  now: Date = new Date(),
): string {
  const time = formatTimeOfDay(value, language);
  const date = parse(value);
  if (!date || date.toDateString() === now.toDateString()) return time;
  const key = language ?? '';
  let format = weekdays.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'short' });
    weekdays.set(key, format);
  }
  return `${format.format(date)} ${time}`;
}
