import { createHash } from 'node:crypto';
import type { LedgerRun, RatingList } from '@hema/shared/rating/rating-lists';
import type { RankedFighterRating } from '@hema/shared/rating/weapon-ratings';

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

/** sha1 over every row's values, one row a line (one string hashed once: a call per row cost more than the hash). */
const digestOf = (values: readonly Value[][]): string => {
  let text = '';
  for (const row of values) text += `${row.join('\u0001')}\n`;
  return createHash('sha1').update(text).digest('base64');
};

const key = (...parts: string[]) => parts.join('\u0000');

const rowValues = (list: RatingList, rows: readonly RankedFighterRating[]): Value[][] =>
  rows.map((row) => [
    list.weaponId,
    list.zoneId,
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

/**
 * The parts of the ledger's lists whose digest differs from `stored` (every part when nothing is stored). A list's
 * rows and a period's points are digested only when the run rated them again (the digest is kept in the ledger
 * with them otherwise), and built only when they are digested or written: a run after one more tournament hashes
 * that tournament's periods and the rows of its lists, not the whole history.
 */
export function ratingTables(run: LedgerRun, stored: readonly RatingDigest[]): RatingTables {
  const before = new Map(stored.map((d) => [key(d.weaponId, d.zoneId, d.part), d.digest]));
  const seen = new Set<string>();
  const r: Value[][] = Array.from({ length: 11 }, () => []);
  const h: Value[][] = Array.from({ length: 7 }, () => []);
  const lists: Value[][] = [[], []];
  const periodsOut: Value[][] = [[], [], []];
  const dropped: Value[][] = [[], [], []];
  const fresh: Value[][] = [[], [], [], []];
  let listsWritten = 0;
  let periodsWritten = 0;
  /** Whether the part's digest differs from the stored one; if so, its old rows and digest go. */
  const changed = (weaponId: string, zoneId: string, part: string, digest: string): boolean => {
    const k = key(weaponId, zoneId, part);
    seen.add(k);
    const old = before.get(k);
    if (old === digest) return false;
    if (old !== undefined) [weaponId, zoneId, part].forEach((v, c) => dropped[c].push(v));
    [weaponId, zoneId, part, digest].forEach((v, c) => fresh[c].push(v));
    return true;
  };
  for (const list of run.lists) {
    const { weaponId, zoneId } = list;
    let rows: Value[][] | undefined;
    if (list.rowsDigest === undefined) list.rowsDigest = digestOf((rows = rowValues(list, list.rows())));
    if (changed(weaponId, zoneId, '', list.rowsDigest)) {
      listsWritten += 1;
      lists[0].push(weaponId);
      lists[1].push(zoneId);
      for (const values of rows ?? rowValues(list, list.rows()))
        values.forEach((value, column) => r[column].push(value));
    }
    for (const period of list.periods) {
      let values: Value[][] | undefined;
      const points = () =>
        list
          .points(period)
          .map((point) => [
            weaponId,
            zoneId,
            point.fighterId,
            point.tournamentId,
            point.date,
            point.rating,
            point.rd,
          ]);
      if (period.digest === undefined) period.digest = digestOf((values = points()));
      if (!changed(weaponId, zoneId, period.tournamentId, period.digest)) continue;
      periodsWritten += 1;
      [weaponId, zoneId, period.tournamentId].forEach((v, c) => periodsOut[c].push(v));
      for (const row of values ?? points()) row.forEach((value, column) => h[column].push(value));
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
    periodsRated: run.periodsRated,
    periods: run.periods,
    listsWritten,
    periodsWritten,
  };
}
