/**
 * The weapon rating lists (one rating period per tournament) recomputed only from the earliest period that changed.
 *
 * A list's rating after period k depends only on the bouts of periods 0..k, so the state of every fighter after
 * each period is kept (only the fighters who fought in it, which are also its history points). The next run
 * compares the new bouts period by period with the kept ones, takes the fighters' states as they were before the
 * first period that differs and rates from there: one more tournament costs its own period, a result fixed in an
 * old tournament costs the periods from that tournament on. The result is exactly what `computeWeaponRatings`
 * with `perTournament` gives for the same bouts (the same steps in the same order, on the same numbers).
 */
import type { FighterId } from '../domain-types.js';
import { GLICKO2_DEFAULTS } from './glicko2.js';
import {
  bringUpTo,
  compareText,
  countedBout,
  numberByTournament,
  rankRows,
  ratePeriod,
  ratingStartMs,
  type CountedBout,
  type FighterState,
  type RatedFightResult,
  type RatingHistoryPoint,
  type WeaponZoneRatings,
} from './weapon-ratings.js';

/** One rated period of a list: its bouts as counted and the state of each fighter who fought, right after it. */
interface RatedPeriod {
  tournamentId: string;
  bouts: CountedBout[];
  after: [FighterId, FighterState][];
}

/** What a list keeps between runs. */
export interface RatingListState {
  periods: RatedPeriod[];
}

/** The kept states of every list, by {@link listKey}. */
export type RatingListsState = Map<string, RatingListState>;

export interface RatedList {
  ratings: WeaponZoneRatings;
  /** The first period rated again (0 = the whole list); equals the period count when nothing changed. */
  fromPeriod: number;
  /** True when the list's rows or history can differ from the kept run's. */
  changed: boolean;
}

export interface RatedLists {
  /** Every list with at least one counted bout, sorted by weapon id, then zone id. */
  lists: RatedList[];
  /** Lists the kept run had that have no counted bout any more (their rows must go). */
  removed: { weaponId: string; zoneId: string }[];
  /** The state to pass to the next run. */
  state: RatingListsState;
}

export const listKey = (weaponId: string, zoneId: string): string => `${weaponId}\u0000${zoneId}`;

const sameBout = (a: CountedBout, b: CountedBout): boolean =>
  a.fighter1 === b.fighter1 &&
  a.fighter2 === b.fighter2 &&
  a.scores[0] === b.scores[0] &&
  a.scores[1] === b.scores[1] &&
  a.dateMs === b.dateMs &&
  a.date === b.date &&
  a.nominationId === b.nominationId &&
  a.tournamentId === b.tournamentId;

function samePeriod(kept: RatedPeriod, tournamentId: string, bouts: readonly CountedBout[]): boolean {
  if (kept.tournamentId !== tournamentId || kept.bouts.length !== bouts.length) return false;
  for (let i = 0; i < bouts.length; i++) if (!sameBout(kept.bouts[i], bouts[i])) return false;
  return true;
}

/** The list's counted bouts split into its periods (one per tournament, by date then tournament id), in order. */
function periodsOf(bouts: CountedBout[]): { tournamentId: string; bouts: CountedBout[] }[] {
  const count = numberByTournament(bouts) + 1;
  const periods = Array.from({ length: count }, () => ({ tournamentId: '', bouts: [] as CountedBout[] }));
  for (const bout of bouts) {
    const period = periods[bout.period];
    period.tournamentId = bout.tournamentId;
    period.bouts.push(bout);
  }
  return periods;
}

function rateList(
  weaponId: string,
  zoneId: string,
  bouts: CountedBout[],
  kept: RatingListState | undefined,
  tau: number,
): { list: RatedList; state: RatingListState } {
  const periods = periodsOf(bouts);
  const keptPeriods = kept?.periods ?? [];
  let from = 0;
  while (
    from < periods.length &&
    from < keptPeriods.length &&
    samePeriod(keptPeriods[from], periods[from].tournamentId, periods[from].bouts)
  )
    from += 1;

  const fighters = new Map<FighterId, FighterState>();
  const history: RatingHistoryPoint[] = [];
  const next: RatedPeriod[] = keptPeriods.slice(0, from);
  for (const period of next) {
    const first = period.bouts[0];
    for (const [id, state] of period.after) {
      fighters.set(id, { ...state });
      const { rating, rd } = state.rating;
      history.push({ fighterId: id, tournamentId: first.tournamentId, date: first.date, rating, rd });
    }
  }
  for (let index = from; index < periods.length; index++) {
    const { tournamentId, bouts: periodBouts } = periods[index];
    const fought = ratePeriod(fighters, index, periodBouts, tau, history);
    next.push({
      tournamentId,
      bouts: periodBouts,
      after: fought.map((id) => [id, { ...fighters.get(id)! }]),
    });
  }
  const lastPeriod = periods.length - 1;
  for (const state of fighters.values()) bringUpTo(state, lastPeriod);
  const changed = from < periods.length || periods.length !== keptPeriods.length;
  return {
    list: { ratings: { weaponId, zoneId, rows: rankRows(fighters), history }, fromPeriod: from, changed },
    state: { periods: next },
  };
}

/**
 * Every (weapon, zone) list of `results`, rated from the earliest period that differs from `kept` (an empty map
 * rates everything). Only bouts on or after `from` (default the rating start) count, as in computeWeaponRatings.
 */
export function rateLists(
  results: readonly RatedFightResult[],
  kept: RatingListsState = new Map(),
  options: {
    from?: string;
    tau?: number;
    /** Called after each list with the counted bouts of the lists done so far and of all lists. */
    progress?: (done: number, total: number) => void;
  } = {},
): RatedLists {
  const fromMs = ratingStartMs(options.from);
  const tau = options.tau ?? GLICKO2_DEFAULTS.tau;
  const groups = new Map<string, { weaponId: string; zoneId: string; bouts: CountedBout[] }>();
  for (const row of results) {
    const bout = countedBout(row, fromMs);
    if (!bout) continue;
    const key = listKey(row.weaponId, row.zoneId);
    const group = groups.get(key);
    if (group) group.bouts.push(bout);
    else groups.set(key, { weaponId: row.weaponId, zoneId: row.zoneId, bouts: [bout] });
  }
  const state: RatingListsState = new Map();
  let total = 0;
  for (const group of groups.values()) total += group.bouts.length;
  let done = 0;
  const lists = [...groups]
    .sort(([, a], [, b]) => compareText(a.weaponId, b.weaponId) || compareText(a.zoneId, b.zoneId))
    .map(([key, group]) => {
      const rated = rateList(group.weaponId, group.zoneId, group.bouts, kept.get(key), tau);
      state.set(key, rated.state);
      done += group.bouts.length;
      options.progress?.(done, total);
      return rated.list;
    });
  const removed: RatedLists['removed'] = [];
  for (const [key, list] of kept) {
    if (groups.has(key) || list.periods.length === 0) continue;
    const [weaponId, zoneId] = key.split('\u0000');
    removed.push({ weaponId, zoneId });
  }
  return { lists, removed, state };
}
