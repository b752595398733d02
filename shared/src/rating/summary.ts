/**
 * The user summary table of spec §2: one row per weapon with rank, rating, events, fights, win rate,
 * medals and last activity, counted for the current zone only.
 */
import { theRating } from './the-rating.js';

/** A zone as it arrives on a result or rating: its id, or the zone document itself. */
export type ZoneRef = string | { _id: string } | null | undefined;

/** A fighter's result in one nomination (spec §3). */
export interface NominationResult {
  nomination: { weapon: { _id: string; title?: string } | null } | null;
  zone: ZoneRef;
  fights: number;
  /** Final place, 1-based; null when not placed. */
  place: number | null;
  results: { wins: number; loss: number; draws: number; nowins: number };
  /** Start date of the tournament (ISO), for the last activity. */
  tournamentDate?: string | null;
}

/** A fighter's rating in one weapon and zone (spec §3). */
export interface WeaponRating {
  _id: string;
  weapon: { _id: string; title: string };
  rank: number | null;
  /** Glicko-2 r; the rating shown is r − 2·RD (the-rating.ts). */
  rating: number | null;
  /** Rating deviation RD. */
  rd?: number | null;
  zone: ZoneRef;
  lastNomination?: { tournament?: { dateStart?: string | null } | null } | null;
}

export interface SummaryPlaces {
  first: number;
  second: number;
  third: number;
  fourth: number;
}

export interface SummaryRow {
  weaponId: string;
  title: string;
  rank: number | null;
  /** The rating, r − 2·RD (the-rating.ts); sorts and shows. */
  rating: number | null;
  /** The Glicko-2 r and RD behind it, shown as a detail. */
  glicko: { rating: number; rd: number } | null;
  /** Number of nominations (events) entered. */
  nominations: number;
  fights: number;
  /** Whole percent of wins over fights. */
  winRate: number;
  places: SummaryPlaces;
  /** Latest tournament date seen (ISO), or null. */
  lastActivity: string | null;
}

/** Rounded percent of wins over fights; 0 with no fights (spec §9). */
export function winRate(wins: number, fights: number): number {
  return fights > 0 ? Math.round((100 * wins) / fights) : 0;
}

function zoneIdOf(zone: ZoneRef): string | null {
  if (zone === null || zone === undefined) return null;
  return typeof zone === 'string' ? zone : zone._id;
}

function later(a: string | null, b: string | null | undefined): string | null {
  if (!b || Number.isNaN(Date.parse(b))) return a;
  if (a === null) return b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

function emptyRow(weaponId: string, title: string): SummaryRow {
  return {
    weaponId,
    title,
    rank: null,
    rating: null,
    glicko: null,
    nominations: 0,
    fights: 0,
    winRate: 0,
    places: { first: 0, second: 0, third: 0, fourth: 0 },
    lastActivity: null,
  };
}

/**
 * Summary rows for `currentZoneId`, sorted by weapon title. Results of other zones and results without a
 * nomination (or its weapon) are skipped. A weapon appears when it has a result or a rating in the zone.
 * The fourth-place count reads place 4: spec §9 notes the original read place 3, a likely defect.
 */
export function buildSummaryRows(
  results: readonly NominationResult[],
  ratings: readonly WeaponRating[],
  currentZoneId: string,
): SummaryRow[] {
  const rows = new Map<string, SummaryRow>();
  const wins = new Map<string, number>();

  for (const result of results) {
    const weapon = result.nomination?.weapon;
    if (!weapon || zoneIdOf(result.zone) !== currentZoneId) continue;
    let row = rows.get(weapon._id);
    if (!row) {
      row = emptyRow(weapon._id, weapon.title ?? '');
      rows.set(weapon._id, row);
    }
    if (!row.title && weapon.title) row.title = weapon.title;
    row.nominations += 1;
    row.fights += result.fights;
    wins.set(weapon._id, (wins.get(weapon._id) ?? 0) + result.results.wins);
    if (result.place === 1) row.places.first += 1;
    else if (result.place === 2) row.places.second += 1;
    else if (result.place === 3) row.places.third += 1;
    else if (result.place === 4) row.places.fourth += 1;
    row.lastActivity = later(row.lastActivity, result.tournamentDate);
  }

  for (const rating of ratings) {
    if (zoneIdOf(rating.zone) !== currentZoneId) continue;
    let row = rows.get(rating.weapon._id);
    if (!row) {
      row = emptyRow(rating.weapon._id, rating.weapon.title);
      rows.set(rating.weapon._id, row);
    }
    row.title = rating.weapon.title || row.title;
    row.rank = rating.rank;
    const rd = rating.rd ?? null;
    row.glicko = rating.rating === null || rd === null ? null : { rating: rating.rating, rd };
    row.rating = row.glicko ? theRating(row.glicko.rating, row.glicko.rd) : null;
    row.lastActivity = later(row.lastActivity, rating.lastNomination?.tournament?.dateStart);
  }

  for (const row of rows.values()) row.winRate = winRate(wins.get(row.weaponId) ?? 0, row.fights);
  return sortSummaryRows([...rows.values()]);
}

/** Columns the summary table can sort by: every column except medals (spec §2). */
export const SUMMARY_SORT_FIELDS = [
  'title',
  'rank',
  'rating',
  'nominations',
  'fights',
  'winRate',
  'lastActivity',
] as const;
export type SummarySortField = (typeof SUMMARY_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export function isSummarySortField(field: string): field is SummarySortField {
  return (SUMMARY_SORT_FIELDS as readonly string[]).includes(field);
}

function sortValue(row: SummaryRow, field: SummarySortField): string | number | null {
  if (field === 'lastActivity') return row.lastActivity === null ? null : Date.parse(row.lastActivity);
  return row[field];
}

/**
 * Rows sorted by one column (a new array). Empty values (no rank, no rating, no activity) stay last in
 * either direction so an unranked weapon never heads the table; ties fall back to the weapon title.
 */
export function sortSummaryRows(
  rows: readonly SummaryRow[],
  field: SummarySortField = 'title',
  direction: SortDirection = 'asc',
): SummaryRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, field);
    const y = sortValue(b, field);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
      if (order !== 0) return sign * order;
    }
    return a.title.localeCompare(b.title) || (a.weaponId < b.weaponId ? -1 : a.weaponId > b.weaponId ? 1 : 0);
  });
}
