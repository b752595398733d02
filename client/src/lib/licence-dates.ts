/**
 * Licence dates are chosen as days (yyyy-MM-dd) and stored as instants: a licence runs from the start of its first
 * day to the end of its last, in UTC, so "till 2026-06-30" still holds on that whole day.
 */
export function dayOf(iso: string | null | undefined): string | null {
  return iso ? iso.slice(0, 10) : null;
}

export function licenseStart(day: string | null): string | null {
  return day ? `${day}T00:00:00.000Z` : null;
}

export function licenseEnd(day: string | null): string | null {
  return day ? `${day}T23:59:59.999Z` : null;
}

/** A day `days` after `from` (yyyy-MM-dd). */
export function daysAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
