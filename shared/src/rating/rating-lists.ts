/**
 * The weapon rating lists (one rating period per tournament), kept between runs and recomputed only where they
 * changed.
 *
 * A list's rating after period k depends only on the bouts of periods 0..k. The ledger keeps, between runs:
 * - each tournament's counted bouts per list, with the digest of what they were read from, so a run counts only the
 *   tournaments whose digest changed (the rest are not even read again);
 * - per list, each period's bouts and the state of every fighter who fought in it right after it, and every
 *   fighter's state after the last period they fought in, so appending a tournament rates only its own period, and
 *   a change in period k goes back to the states before k (undoing only the periods from k on) and rates from k;
 * - a slot per period and per list for the writer's digest of what it wrote, dropped when that part is rated again,
 *   so a run hashes only what it rated again.
 * The result is exactly what `computeWeaponRatings` with `perTournament` gives for the same bouts (the same steps in
 * the same order on the same numbers): a property test holds the two to equality after any sequence of changes.
 */
import type { FighterId } from '../domain-types.js';
import { GLICKO2_DEFAULTS } from './glicko2.js';
import {
  bringUpTo,
  compareText,
  countedBout,
  rankRows,
  ratePeriod,
  ratingStartMs,
  type CountedBout,
  type FighterState,
  type RankedFighterRating,
  type RatedFightResult,
  type RatingHistoryPoint,
  type WeaponZoneRatings,
} from './weapon-ratings.js';

/** A tournament as the ledger is told about it: every tournament that counts is named on every run. */
export interface LedgerTournament {
  tournamentId: string;
  /**
   * What its rated bouts are read from: an unchanged digest means unchanged bouts, which are kept and not read
   * again. Null: no digest, the bouts are read and compared every run.
   */
  digest: string | null;
}

/** One rated period of a list: its bouts and the state of each fighter who fought, right after it. */
export interface RatedPeriod {
  tournamentId: string;
  /** The date of the period's first bout (its history points carry it). */
  date: string;
  bouts: CountedBout[];
  /** The fighters who fought, in the order of their history points. */
  fought: FighterId[];
  /** Their states right after the period, in the order of `fought`. */
  states: FighterState[];
  /** Set by the writer: a digest of the period's history points; a period rated again is a new object without it. */
  digest?: string;
}

export const listKey = (weaponId: string, zoneId: string): string => `${weaponId}\u0000${zoneId}`;

/** One (weapon, zone) list: its periods and its fighters' current states. */
export class RatingList {
  readonly periods: RatedPeriod[] = [];
  /** Each fighter's state after the last period they fought in (not brought up to the list's last period). */
  private readonly fighters = new Map<FighterId, FighterState>();
  /** The periods each fighter fought in, in order. */
  private readonly foughtIn = new Map<FighterId, number[]>();
  /** The first period the last run rated again (the period count when it rated none). */
  fromPeriod = 0;
  /** Whether the last run changed the list's periods (and so its rows). */
  changed = true;
  /** Set by the writer: a digest of the list's ranking rows, dropped when the list changes. */
  rowsDigest?: string;

  constructor(
    readonly weaponId: string,
    readonly zoneId: string,
  ) {}

  /**
   * Goes back to the states before period `k`: only the fighters who fought in periods k.. are touched, each
   * taking the state kept after the last period before k they fought in.
   */
  truncate(k: number): void {
    if (k >= this.periods.length) return;
    const touched = new Set<FighterId>();
    for (let p = k; p < this.periods.length; p++) for (const id of this.periods[p].fought) touched.add(id);
    this.periods.length = k;
    for (const id of touched) {
      const periods = this.foughtIn.get(id)!;
      while (periods.length > 0 && periods[periods.length - 1] >= k) periods.pop();
      if (periods.length === 0) {
        this.foughtIn.delete(id);
        this.fighters.delete(id);
        continue;
      }
      const period = this.periods[periods[periods.length - 1]];
      this.fighters.set(id, { ...period.states[period.fought.indexOf(id)] });
    }
  }

  /** Rates one more period (a tournament's bouts in this list) after the last one. */
  append(tournamentId: string, bouts: CountedBout[], tau: number): void {
    const index = this.periods.length;
    const fought = ratePeriod(this.fighters, index, bouts, tau);
    for (const id of fought) {
      const periods = this.foughtIn.get(id);
      if (periods) periods.push(index);
      else this.foughtIn.set(id, [index]);
    }
    this.periods.push({
      tournamentId,
      date: bouts[0].date,
      bouts,
      fought,
      // Copies: the fighters' states go on changing in later periods.
      states: fought.map((id) => ({ ...this.fighters.get(id)! })),
    });
  }

  /** The ranking: every fighter brought up to the last period (on copies, so the next period starts right). */
  rows(): RankedFighterRating[] {
    const last = this.periods.length - 1;
    const now = new Map<FighterId, FighterState>();
    for (const [id, state] of this.fighters) {
      const copy = { ...state };
      bringUpTo(copy, last);
      now.set(id, copy);
    }
    return rankRows(now);
  }

  /** The history points of one period, in order. */
  points(period: RatedPeriod): RatingHistoryPoint[] {
    return period.fought.map((fighterId, i) => ({
      fighterId,
      tournamentId: period.tournamentId,
      date: period.date,
      rating: period.states[i].rating.rating,
      rd: period.states[i].rating.rd,
    }));
  }

  /** The whole list as `computeWeaponRatings` gives it. */
  ratings(): WeaponZoneRatings {
    return {
      weaponId: this.weaponId,
      zoneId: this.zoneId,
      rows: this.rows(),
      history: this.periods.flatMap((period) => this.points(period)),
    };
  }
}

/** What one run of the ledger did. */
export interface LedgerRun {
  /** Every list with at least one counted bout, sorted by weapon id, then zone id. */
  lists: RatingList[];
  /** Lists the ledger had that have no counted bout any more (their rows must go). */
  removed: { weaponId: string; zoneId: string }[];
  /** Tournaments counted again this run (the others' counted bouts were kept). */
  tournamentsCounted: number;
  /** Periods rated again, and periods in all lists. */
  periodsRated: number;
  periods: number;
  /** Counted bouts in all lists. */
  bouts: number;
}

/** A tournament's counted bouts in one list, with the time of its first bout (which orders the periods). */
interface TournamentInList {
  weaponId: string;
  zoneId: string;
  dateMs: number;
  bouts: CountedBout[];
}

interface KeptTournament {
  digest: string | null;
  lists: Map<string, TournamentInList>;
}

const sameBout = (a: CountedBout, b: CountedBout): boolean =>
  a.fighter1 === b.fighter1 &&
  a.fighter2 === b.fighter2 &&
  a.scores[0] === b.scores[0] &&
  a.scores[1] === b.scores[1] &&
  a.dateMs === b.dateMs &&
  a.date === b.date &&
  a.nominationId === b.nominationId &&
  a.tournamentId === b.tournamentId;

const sameBouts = (a: readonly CountedBout[], b: readonly CountedBout[]): boolean =>
  a.length === b.length && a.every((bout, i) => sameBout(bout, b[i]));

/**
 * Every weapon rating list, kept between runs. Ratings count from `from` (default the rating start, spec §9); τ is
 * Glicko-2's system constant.
 */
export class RatingLedger {
  private tournaments = new Map<string, KeptTournament>();
  private lists = new Map<string, RatingList>();
  private readonly fromMs: number;
  private readonly tau: number;

  constructor(options: { from?: string; tau?: number } = {}) {
    this.fromMs = ratingStartMs(options.from);
    this.tau = options.tau ?? GLICKO2_DEFAULTS.tau;
  }

  /** The tournaments of `tournaments` whose bouts must be read: new ones, changed ones and those without a digest. */
  toRead(tournaments: readonly LedgerTournament[]): string[] {
    return tournaments
      .filter((t) => t.digest === null || this.tournaments.get(t.tournamentId)?.digest !== t.digest)
      .map((t) => t.tournamentId);
  }

  /**
   * Brings the lists up to `tournaments` (every tournament that counts; those not named are gone): the tournaments
   * `toRead` names are counted from `rows` (rows of other tournaments are ignored), the others keep their counted
   * bouts, and every list is rated from its first period that differs from the kept one.
   */
  update(
    tournaments: readonly LedgerTournament[],
    rows: readonly RatedFightResult[],
    progress?: (done: number, total: number) => void,
  ): LedgerRun {
    const reread = new Set(this.toRead(tournaments));
    const counted = this.count(rows, reread);
    const next = new Map<string, KeptTournament>();
    for (const t of tournaments) {
      const kept = this.tournaments.get(t.tournamentId);
      if (!reread.has(t.tournamentId) && kept) {
        next.set(t.tournamentId, kept);
        continue;
      }
      const lists = counted.get(t.tournamentId) ?? new Map<string, TournamentInList>();
      // Bouts equal to the kept ones keep the kept array: a list compares its periods by reference.
      for (const [key, list] of lists) {
        const before = kept?.lists.get(key);
        if (before && before.dateMs === list.dateMs && sameBouts(before.bouts, list.bouts))
          list.bouts = before.bouts;
      }
      next.set(t.tournamentId, { digest: t.digest, lists });
    }
    this.tournaments = next;

    // Each list's periods: the tournaments with bouts in it, by the time of their first bout, then id.
    const byList = new Map<string, { tournamentId: string; part: TournamentInList }[]>();
    for (const [tournamentId, t] of next)
      for (const [key, part] of t.lists) {
        const periods = byList.get(key);
        if (periods) periods.push({ tournamentId, part });
        else byList.set(key, [{ tournamentId, part }]);
      }
    let total = 0;
    for (const periods of byList.values()) for (const { part } of periods) total += part.bouts.length;

    const removed: LedgerRun['removed'] = [];
    for (const [key, list] of this.lists)
      if (!byList.has(key)) {
        this.lists.delete(key);
        removed.push({ weaponId: list.weaponId, zoneId: list.zoneId });
      }
    let done = 0;
    let periodsRated = 0;
    let periodCount = 0;
    const lists: RatingList[] = [];
    for (const [key, periods] of byList) {
      periods.sort((a, b) => a.part.dateMs - b.part.dateMs || compareText(a.tournamentId, b.tournamentId));
      const { weaponId, zoneId } = periods[0].part;
      let list = this.lists.get(key);
      if (!list) this.lists.set(key, (list = new RatingList(weaponId, zoneId)));
      const kept = list.periods;
      let from = 0;
      while (
        from < periods.length &&
        from < kept.length &&
        kept[from].tournamentId === periods[from].tournamentId &&
        kept[from].bouts === periods[from].part.bouts
      )
        from += 1;
      list.changed = from < periods.length || kept.length !== periods.length;
      list.fromPeriod = from;
      if (list.changed) list.rowsDigest = undefined;
      list.truncate(from);
      for (let index = from; index < periods.length; index++)
        list.append(periods[index].tournamentId, periods[index].part.bouts, this.tau);
      periodsRated += periods.length - from;
      periodCount += periods.length;
      for (const { part } of periods) done += part.bouts.length;
      progress?.(done, total);
      lists.push(list);
    }
    lists.sort((a, b) => compareText(a.weaponId, b.weaponId) || compareText(a.zoneId, b.zoneId));
    return {
      lists,
      removed,
      tournamentsCounted: reread.size,
      periodsRated,
      periods: periodCount,
      bouts: total,
    };
  }

  /** The counted bouts of the tournaments in `only`, per tournament and list, in the order of `rows`. */
  private count(
    rows: readonly RatedFightResult[],
    only: ReadonlySet<string>,
  ): Map<string, Map<string, TournamentInList>> {
    const counted = new Map<string, Map<string, TournamentInList>>();
    // Rows come a tournament at a time, and a tournament has few lists: its lists are found by weapon and zone
    // (strings V8 has hashed already) instead of building a list key for each of 200,000 rows.
    let tournamentId: string | undefined;
    let wanted = false;
    let lists = new Map<string, TournamentInList>();
    let byWeapon = new Map<string, Map<string, TournamentInList>>();
    // Dates repeat (a tournament's bouts share one): each is parsed once.
    const dates = new Map<string, number>();
    const fromMs = this.fromMs;
    for (const row of rows) {
      const id = row.tournamentId ?? '';
      if (id !== tournamentId) {
        tournamentId = id;
        wanted = only.has(id);
        if (!wanted) continue;
        const known = counted.get(id);
        if (known) {
          lists = known;
          byWeapon = new Map();
          for (const list of known.values()) zonesOf(byWeapon, list.weaponId).set(list.zoneId, list);
        } else {
          counted.set(id, (lists = new Map()));
          byWeapon = new Map();
        }
      }
      if (!wanted) continue;
      let dateMs = dates.get(row.date);
      if (dateMs === undefined) dates.set(row.date, (dateMs = Date.parse(row.date)));
      const bout = countedBout(row, fromMs, dateMs);
      if (!bout) continue;
      const zones = zonesOf(byWeapon, row.weaponId);
      const list = zones.get(row.zoneId);
      if (list) {
        list.bouts.push(bout);
        if (bout.dateMs < list.dateMs) list.dateMs = bout.dateMs;
      } else {
        const created = { weaponId: row.weaponId, zoneId: row.zoneId, dateMs: bout.dateMs, bouts: [bout] };
        zones.set(row.zoneId, created);
        lists.set(listKey(row.weaponId, row.zoneId), created);
      }
    }
    return counted;
  }
}

function zonesOf(
  byWeapon: Map<string, Map<string, TournamentInList>>,
  weaponId: string,
): Map<string, TournamentInList> {
  let zones = byWeapon.get(weaponId);
  if (!zones) byWeapon.set(weaponId, (zones = new Map()));
  return zones;
}

/**
 * The tournaments named in `rows`, without digests: a ledger fed this way reads and compares every tournament's
 * bouts each run (for callers that hold all rows anyway).
 */
export function tournamentsOf(rows: readonly RatedFightResult[]): LedgerTournament[] {
  const ids = new Set<string>();
  for (const row of rows) ids.add(row.tournamentId ?? '');
  return [...ids].map((tournamentId) => ({ tournamentId, digest: null }));
}
