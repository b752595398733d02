/**
 * Zones and the interface language (spec §4 "Zone/language on start", §6 zone and language selector, §7 country
 * fallback, §9 default country FI): which language and zone a visitor starts with, who sees the selector, and
 * which zones it offers.
 */

/** Spec §9: the default country, also the answer when detection fails (spec §7, §8). */
export const DEFAULT_COUNTRY = 'FI';

export const RUSSIA = 'RU';

/** Spec §6: besides Russia, the countries whose visitors get the zone and language selector. */
export const ZONE_SELECTOR_COUNTRIES = [
  'AM',
  'AZ',
  'BY',
  'GE',
  'KZ',
  'KG',
  'TJ',
  'TM',
  'UA',
  'UZ',
  'IL',
  'RS',
] as const;

/** Spec §3: slug W is the default world zone. */
export const WORLD_ZONE_SLUG = 'W';

export type InterfaceLanguage = 'en' | 'ru';

export interface ZoneLike {
  _id: string;
  slug: string;
  isInRussia: boolean;
}

/** Who is looking: the detected country and, when signed in, the user's role flag and assigned zones. */
export interface ZoneViewer {
  country: string;
  isAdmin?: boolean;
  /** Ids of the zones assigned to the user (spec §3 User.zones). */
  userZoneIds?: readonly string[];
}

/** A detected country as a two-letter upper-case code; anything else (failure, garbage) is the default FI. */
export function normalizeCountry(raw: unknown): string {
  const value = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(value) ? value : DEFAULT_COUNTRY;
}

/** Russia or one of the listed countries. */
export function isSelectorCountry(country: string): boolean {
  const code = normalizeCountry(country);
  return code === RUSSIA || (ZONE_SELECTOR_COUNTRIES as readonly string[]).includes(code);
}

/** Spec §6: the selector shows for Russia, the listed countries, or an admin. */
export function showZoneSelector(viewer: ZoneViewer): boolean {
  return !!viewer.isAdmin || isSelectorCountry(viewer.country);
}

/**
 * Spec §6: Russian zones are offered to admins, to users in Russia or a listed country, or to users with a
 * Russian zone assigned.
 */
export function russianZonesAllowed(viewer: ZoneViewer, zones: readonly ZoneLike[]): boolean {
  if (viewer.isAdmin || isSelectorCountry(viewer.country)) return true;
  const assigned = new Set(viewer.userZoneIds ?? []);
  return zones.some((zone) => zone.isInRussia && assigned.has(zone._id));
}

/** The zones the selector offers: every zone, or only the non-Russian ones. */
export function offeredZones<Z extends ZoneLike>(zones: readonly Z[], viewer: ZoneViewer): Z[] {
  return russianZonesAllowed(viewer, zones) ? [...zones] : zones.filter((zone) => !zone.isInRussia);
}

/** Whether the zone is the world zone W, which counts every zone (a list of it is filtered by no zone). */
export function isWorldZone(zone: { slug: string }): boolean {
  return zone.slug === WORLD_ZONE_SLUG;
}

/** The zone with slug W, or null when the list has none. */
export function worldZone<Z extends ZoneLike>(zones: readonly Z[]): Z | null {
  return zones.find(isWorldZone) ?? null;
}

/** "The Russian zone": the one with slug RU, else the first zone in Russia. */
export function russianZone<Z extends ZoneLike>(zones: readonly Z[]): Z | null {
  return (
    zones.find((zone) => zone.isInRussia && zone.slug === RUSSIA) ??
    zones.find((zone) => zone.isInRussia) ??
    null
  );
}

export interface StartupInput<Z extends ZoneLike> extends ZoneViewer {
  zones: readonly Z[];
  /** The zone the visitor chose earlier (persisted), if any. */
  currentZoneId: string | null;
  /** The language the visitor chose earlier (persisted), if any. */
  chosenLanguage: InterfaceLanguage | null;
}

export interface StartupLocale<Z extends ZoneLike> {
  language: InterfaceLanguage;
  zone: Z | null;
}

/**
 * Spec §4 on start: Russia → language ru and the Russian zone; elsewhere → language en and the current zone kept,
 * falling back to the zone with slug W.
 *
 * A choice the visitor made in the selector (persisted language and zone, spec §3) is "current" and wins over
 * the country, so a reload never undoes it; a persisted zone the viewer may no longer use (a Russian zone after
 * a move, a deleted zone) does not count.
 */
export function startupLocale<Z extends ZoneLike>(input: StartupInput<Z>): StartupLocale<Z> {
  const inRussia = normalizeCountry(input.country) === RUSSIA;
  const language: InterfaceLanguage = input.chosenLanguage ?? (inRussia ? 'ru' : 'en');
  const allowed = offeredZones(input.zones, input);
  const current = allowed.find((zone) => zone._id === input.currentZoneId) ?? null;
  const fallback = inRussia ? (russianZone(allowed) ?? worldZone(allowed)) : worldZone(allowed);
  return { language, zone: current ?? fallback ?? allowed[0] ?? null };
}

/**
 * The zones a user may give a tournament (spec §6 applied to tournaments): the zones the selector would offer them,
 * judged by the country of their profile (the server knows no detected country), their admin flag and their
 * assigned zones. Admins may use every zone.
 */
export function tournamentZonesFor<Z extends ZoneLike>(zones: readonly Z[], viewer: ZoneViewer): Z[] {
  return offeredZones(zones, viewer);
}

/**
 * The zone a new tournament gets when its organizer names none: their one assigned zone when they have exactly one
 * they may use (an organizer of a regional federation runs that region's events), otherwise the world zone W.
 */
export function defaultTournamentZone<Z extends ZoneLike>(zones: readonly Z[], viewer: ZoneViewer): Z | null {
  const usable = tournamentZonesFor(zones, viewer);
  const assigned = new Set(viewer.userZoneIds ?? []);
  const own = usable.filter((zone) => assigned.has(zone._id) && !isWorldZone(zone));
  return own.length === 1 ? own[0]! : worldZone(usable);
}
