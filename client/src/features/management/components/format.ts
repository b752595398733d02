/** A date (ISO) as the interface language writes it; a dash when missing or invalid. */
export function formatDate(value: string | null | undefined, language: string | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
