import { createHash } from 'node:crypto';
import type { LedgerRun, RatedPeriod, RatingList } from '@hema/shared/rating/rating-lists';
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
 * more tournament writes that tournament's lists and periods instead of both tables. Of a changed list, only the rows
 * that differ from what the worker last built are sent when the table holds those; otherwise every row is sent, and
 * Postgres writes only the rows that differ (see the ratings step's write).
 */
export interface RatingTables {
  /** Nothing was stored (a new database): the tables are emptied first and written whole. */
  everything: boolean;
  /**
   * weaponId, zoneId of every list whose rows are written (changed or gone): its stored rows missing from `ratings`
   * go, the others take the values in `ratings`.
   */
  replacedLists: string[];
  replacedListCount: number;
  /**
   * weaponId, zoneId, userId, rating, rd, volatility, weightedRating, rank, fights, lastNominationId, lastDate: every
   * ranking row of the lists in `replacedLists`.
   */
  ratings: string[];
  ratingCount: number;
  /**
   * weaponId, zoneId, userId, rd, weightedRating, rank of rows of which nothing else changed (a fighter who did not
   * fight: their deviation grew by the periods since), in lists whose stored rows the worker knows.
   */
  grown: string[];
  grownCount: number;
  /** weaponId, zoneId, userId of rows that go from lists whose stored rows the worker knows. */
  goneRows: string[];
  goneRowCount: number;
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
    // Ids and dates have nothing to escape: tested once instead of two replacements per value (tens of thousands
    // of values per list written).
    else
      parts[i] = ESCAPED.test(value)
        ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
        : `"${value}"`;
  }
  return `{${parts.join(',')}}`;
}

const ESCAPED = /[\\"]/;

/**
 * A part's digest: sha1 (base64) over its rows' texts (ids and dates, a line per row, a null as an empty text) and
 * then their numbers as 64-bit floats, each kind in one piece (a hash call per row cost more than the hash). The
 * numbers are hashed as they are held, not as text: writing every double out as text was most of a fresh worker's
 * digesting of the whole history (≈ 110,000 rows on the benchmark, 0.15–0.3 s), to find what the tables already
 * hold. Two equal digests mean equal written values (a double's text is a function of the double). A digest
 * stored by an earlier version of this format differs from this one: that part is written once more.
 */
function digest(text: string, numbers: Float64Array): string {
  return createHash('sha1')
    .update(`${numbers.length}\n`)
    .update(text)
    .update(new Uint8Array(numbers.buffer, numbers.byteOffset, numbers.byteLength))
    .digest('base64');
}

/** The digest of a list's ranking rows (the rows of {@link pushRows}). */
function rowsDigest(list: RatingList, rows: readonly RankedFighterRating[]): string {
  let text = `${list.weaponId}\u0001${list.zoneId}\n`;
  const numbers = new Float64Array(rows.length * 6);
  let at = 0;
  for (const row of rows) {
    text += `${row.fighterId}\u0001${row.lastNominationId || ''}\u0001${row.lastDate || ''}\n`;
    numbers[at++] = row.rating;
    numbers[at++] = row.rd;
    numbers[at++] = row.volatility;
    numbers[at++] = row.weightedRating;
    numbers[at++] = row.rank;
    numbers[at++] = row.fights;
  }
  return digest(text, numbers);
}

/** The digest of a period's history points (the rows its write inserts). */
function periodDigest(list: RatingList, period: RatedPeriod): string {
  let text = `${list.weaponId}\u0001${list.zoneId}\u0001${period.tournamentId}\u0001${period.date}\n`;
  const numbers = new Float64Array(period.fought.length * 2);
  for (let i = 0; i < period.fought.length; i++) {
    const { rating, rd } = period.states[i].rating;
    text += `${period.fought[i]}\n`;
    numbers[2 * i] = rating;
    numbers[2 * i + 1] = rd;
  }
  return digest(text, numbers);
}

const key = (...parts: string[]) => parts.join('\u0000');

/**
 * Per list, the ranking rows this worker last built with their digest: while the stored digest is that digest, the
 * table holds exactly these rows, and a list rated again sends only the rows that differ from them, most of them (a
 * fighter who did not fight) as three numbers instead of eleven values. Kept with the ledger's lists (a new ledger
 * starts without); a write that failed or another replica's write leaves another stored digest, and the list is
 * sent whole.
 */
const lastBuilt = new WeakMap<RatingList, { digest: string; rows: readonly RankedFighterRating[] }>();

/** Whether only the deviation (and so the weighted rating and rank) of a row changed. */
const onlyGrown = (a: RankedFighterRating, b: RankedFighterRating): boolean =>
  a.rating === b.rating &&
  a.volatility === b.volatility &&
  a.fights === b.fights &&
  a.lastNominationId === b.lastNominationId &&
  a.lastDate === b.lastDate;

const sameRow = (a: RankedFighterRating, b: RankedFighterRating): boolean =>
  onlyGrown(a, b) && a.rd === b.rd && a.weightedRating === b.weightedRating && a.rank === b.rank;

/** A list's ranking rows onto the columns of `RatingTables.ratings`, a value at a time (no array per row). */
function pushRows(columns: Value[][], list: RatingList, rows: readonly RankedFighterRating[]): void {
  const [weapon, zone, user, rating, rd, volatility, weighted, rank, fights, nomination, date] = columns;
  for (const row of rows) {
    weapon.push(list.weaponId);
    zone.push(list.zoneId);
    user.push(row.fighterId);
    rating.push(row.rating);
    rd.push(row.rd);
    volatility.push(row.volatility);
    weighted.push(row.weightedRating);
    rank.push(row.rank);
    fights.push(row.fights);
    nomination.push(row.lastNominationId || null);
    date.push(row.lastDate || null);
  }
}

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
  const grown: Value[][] = Array.from({ length: 6 }, () => []);
  const goneRows: Value[][] = [[], [], []];
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
    let ranked: RankedFighterRating[] | undefined;
    if (list.rowsDigest === undefined) list.rowsDigest = rowsDigest(list, (ranked = list.rows()));
    const storedDigest = before.get(key(weaponId, zoneId, ''));
    if (changed(weaponId, zoneId, '', list.rowsDigest)) {
      listsWritten += 1;
      ranked ??= list.rows();
      const known = lastBuilt.get(list);
      if (known && known.digest === storedDigest) {
        const kept = new Map(known.rows.map((row) => [row.fighterId, row]));
        for (const row of ranked) {
          const old = kept.get(row.fighterId);
          kept.delete(row.fighterId);
          if (!old) pushRows(r, list, [row]);
          else if (sameRow(old, row)) continue;
          else if (onlyGrown(old, row))
            [weaponId, zoneId, row.fighterId, row.rd, row.weightedRating, row.rank].forEach((v, c) =>
              grown[c].push(v),
            );
          else pushRows(r, list, [row]);
        }
        // The rows left were stored and are built no more.
        for (const id of kept.keys()) [weaponId, zoneId, id].forEach((v, c) => goneRows[c].push(v));
      } else {
        lists[0].push(weaponId);
        lists[1].push(zoneId);
        pushRows(r, list, ranked);
      }
    }
    // Rows built this run are what the table holds once this run's write commits.
    if (ranked) lastBuilt.set(list, { digest: list.rowsDigest, rows: ranked });
    for (const period of list.periods) {
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
      if (period.digest === undefined) period.digest = periodDigest(list, period);
      if (!changed(weaponId, zoneId, period.tournamentId, period.digest)) continue;
      periodsWritten += 1;
      [weaponId, zoneId, period.tournamentId].forEach((v, c) => periodsOut[c].push(v));
      for (const row of points()) row.forEach((value, column) => h[column].push(value));
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
    replacedListCount: lists[0].length,
    ratings: r.map(arrayLiteral),
    ratingCount: r[0].length,
    grown: grown.map(arrayLiteral),
    grownCount: grown[0].length,
    goneRows: goneRows.map(arrayLiteral),
    goneRowCount: goneRows[0].length,
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
