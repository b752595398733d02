import { createHash } from 'node:crypto';
import type { RatedLists } from '@hema/shared/rating/rating-lists';
import type { RatingHistoryPoint } from '@hema/shared/rating/weapon-ratings';

/**
 * A stored digest of one part of the rating tables (table `weapon_rating_digest`): a list's ranking rows
 * (`part` = '') or the history points of one of its rating periods (`part` = the period's tournament id).
 */
export interface RatingDigest {
  weaponId: string;
  zoneId: string;
  part: string;
  digest: string;
}

/**
 * What the ratings step writes, built where the lists were computed (the rating worker): only the parts whose
 * digest differs from the stored one, as Postgres array literals (one string per column). The server thread hands
 * Postgres a few strings instead of turning some hundred thousand values into text itself, and a run after one
 * more tournament rewrites that tournament's lists and periods instead of both tables.
 */
export interface RatingTables {
  /** Nothing was stored (a new database): the tables are emptied first and written whole. */
  everything: boolean;
  /** weaponId, zoneId of every list whose rows are replaced (changed or gone). */
  replacedLists: string[];
  /** weaponId, zoneId, userId, rating, rd, volatility, weightedRating, rank, fights, lastNominationId, lastDate */
  ratings: string[];
  ratingCount: number;
  /** weaponId, zoneId, tournamentId of every period whose history points are replaced (changed or gone). */
  replacedPeriods: string[];
  /** weaponId, zoneId, userId, tournamentId, date, rating, rd */
  history: string[];
  historyCount: number;
  /** weaponId, zoneId, part of every digest that goes. */
  replacedDigests: string[];
  /** weaponId, zoneId, part, digest of every new digest. */
  digests: string[];
  /** Rating periods rated again and periods in all lists: how much of the history one run had to redo. */
  periodsRated: number;
  periods: number;
  /** Lists whose rows and periods whose points are written (the rest were already stored). */
  listsWritten: number;
  periodsWritten: number;
}

type Value = string | number | null;

/** One array literal; text is quoted and escaped as Postgres reads it, null stays NULL. */
export function arrayLiteral(values: readonly Value[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null) parts[i] = 'NULL';
    else if (typeof value === 'number') parts[i] = String(value);
    else parts[i] = `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return `{${parts.join(',')}}`;
}

const digestOf = (values: readonly Value[][]): string => {
  const hash = createHash('sha1');
  for (const row of values) hash.update(`${row.join('\u0001')}\n`);
  return hash.digest('base64');
};

const key = (...parts: string[]) => parts.join('\u0000');

/** The parts of `rated` whose digest differs from `stored` (every part when nothing is stored). */
export function ratingTables(rated: RatedLists, stored: readonly RatingDigest[]): RatingTables {
  const before = new Map(stored.map((d) => [key(d.weaponId, d.zoneId, d.part), d.digest]));
  const seen = new Set<string>();
  const r: Value[][] = Array.from({ length: 11 }, () => []);
  const h: Value[][] = Array.from({ length: 7 }, () => []);
  const lists: Value[][] = [[], []];
  const periodsOut: Value[][] = [[], [], []];
  const dropped: Value[][] = [[], [], []];
  const fresh: Value[][] = [[], [], [], []];
  let periodsRated = 0;
  let periods = 0;
  let listsWritten = 0;
  let periodsWritten = 0;
  /** Whether the part's new digest differs from the stored one; if so, its old rows and digest go. */
  const changed = (weaponId: string, zoneId: string, part: string, digest: string): boolean => {
    const k = key(weaponId, zoneId, part);
    seen.add(k);
    const old = before.get(k);
    if (old === digest) return false;
    if (old !== undefined) [weaponId, zoneId, part].forEach((v, c) => dropped[c].push(v));
    [weaponId, zoneId, part, digest].forEach((v, c) => fresh[c].push(v));
    return true;
  };
  for (const { ratings: list, fromPeriod } of rated.lists) {
    const { weaponId, zoneId } = list;
    const count = rated.state.get(`${weaponId}\u0000${zoneId}`)?.periods.length ?? 0;
    periods += count;
    periodsRated += count - fromPeriod;
    const rows: Value[][] = list.rows.map((row) => [
      weaponId,
      zoneId,
      row.fighterId,
      row.rating,
      row.rd,
      row.volatility,
      row.weightedRating,
      row.rank,
      row.fights,
      row.lastNominationId || null,
      row.lastDate || null,
    ]);
    if (changed(weaponId, zoneId, '', digestOf(rows))) {
      listsWritten += 1;
      lists[0].push(weaponId);
      lists[1].push(zoneId);
      for (const values of rows) values.forEach((value, column) => r[column].push(value));
    }
    const byPeriod = new Map<string, RatingHistoryPoint[]>();
    for (const point of list.history) {
      const points = byPeriod.get(point.tournamentId);
      if (points) points.push(point);
      else byPeriod.set(point.tournamentId, [point]);
    }
    for (const [tournamentId, points] of byPeriod) {
      const values: Value[][] = points.map((point) => [
        weaponId,
        zoneId,
        point.fighterId,
        point.tournamentId,
        point.date,
        point.rating,
        point.rd,
      ]);
      if (!changed(weaponId, zoneId, tournamentId, digestOf(values))) continue;
      periodsWritten += 1;
      [weaponId, zoneId, tournamentId].forEach((v, c) => periodsOut[c].push(v));
      for (const row of values) row.forEach((value, column) => h[column].push(value));
    }
  }
  // Lists and periods stored before that this run has no more: their rows and digests go.
  for (const d of stored) {
    if (seen.has(key(d.weaponId, d.zoneId, d.part))) continue;
    [d.weaponId, d.zoneId, d.part].forEach((v, c) => dropped[c].push(v));
    if (d.part === '') [d.weaponId, d.zoneId].forEach((v, c) => lists[c].push(v));
    else [d.weaponId, d.zoneId, d.part].forEach((v, c) => periodsOut[c].push(v));
  }
  return {
    everything: stored.length === 0,
    replacedLists: lists.map(arrayLiteral),
    ratings: r.map(arrayLiteral),
    ratingCount: r[0].length,
    replacedPeriods: periodsOut.map(arrayLiteral),
    history: h.map(arrayLiteral),
    historyCount: h[0].length,
    replacedDigests: dropped.map(arrayLiteral),
    digests: fresh.map(arrayLiteral),
    periodsRated,
    periods,
    listsWritten,
    periodsWritten,
  };
}
