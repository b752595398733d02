const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (ISO) as the interface language writes it; a dash when missing or invalid. */
export function formatDate(value: string | null | undefined, language: string | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  // One formatter per language: building one costs milliseconds, and a list formats a date on every row.
  const key = language ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(date);
}
