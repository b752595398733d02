/**
 * Glicko-2 weapon ratings: one rating list per (weapon, zone), built from fought bouts since the start
 * of 2021 (spec §9), ranked by HEMA Ratings' conservative weighted rating r − 2·RD.
 */
import type { FighterId, FightResult } from '../domain-types.js';
import { outcomeFor, type SideOutcome } from '../fight/fight-result.js';
import {
  GLICKO2_DEFAULTS,
  inactiveRating,
  initialRating,
  updateRating,
  type Glicko2Game,
  type Glicko2Rating,
} from './glicko2.js';
import { theRating } from './the-rating.js';

/** Ratings count from the beginning of 2021 (spec §9). */
export const RATING_START_DATE = '2021-01-01';

const DAY_MS = 86_400_000;

/** One fight as the rating sees it; `date` is the tournament date (ISO). A null fighter is a bye. */
export interface RatedFightResult {
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  result: FightResult;
  weaponId: string;
  zoneId: string;
  date: string;
  nominationId: string;
  /** The tournament of the fight; needed for one rating period per tournament. */
  tournamentId?: string;
}

export interface WeaponRatingOptions {
  /** First date that counts (inclusive); earlier results are skipped. Default 2021-01-01. */
  from?: string;
  /**
   * Length of a rating period in days, counted from `from`. Without it a rating period is a calendar
   * month (UTC) of the tournament date, so one tournament never straddles two periods.
   */
  periodDays?: number;
  /** Glicko-2 system constant τ (default 0.5). */
  tau?: number;
  /**
   * Date up to which inactive fighters' deviation keeps growing (typically "now", passed in).
   * Without it the rating ends with the period of the latest counted result in the input.
   */
  until?: string;
  /**
   * One rating period per tournament (in date order, then by tournament id) instead of calendar periods: each
   * (weapon, zone) list steps through the tournaments that have bouts in it, and `until` does not apply.
   */
  perTournament?: boolean;
}

/** A fighter's rating right after one rating period they fought in (the rating graph). */
export interface RatingHistoryPoint {
  fighterId: FighterId;
  /** The tournament of the period (per-tournament periods), else ''. */
  tournamentId: string;
  date: string;
  rating: number;
  rd: number;
}

export interface RankedFighterRating {
  fighterId: FighterId;
  rating: number;
  rd: number;
  volatility: number;
  /** r − 2·RD, the ranking key. */
  weightedRating: number;
  /** 1-based; fighters with an equal weighted rating share a rank (1, 1, 3). */
  rank: number;
  /** Counted bouts (win, loss or draw) in this weapon and zone. */
  fights: number;
  lastNominationId: string;
  lastDate: string;
}

export interface WeaponZoneRatings {
  weaponId: string;
  zoneId: string;
  rows: RankedFighterRating[];
  /** Per fighter, the rating after every period they fought in, oldest first. */
  history: RatingHistoryPoint[];
}

/** What each side's outcome scores in Glicko-2. */
const GLICKO_SCORE: Partial<Record<SideOutcome, number>> = { win: 1, loss: 0, draw: 0.5 };

/**
 * Glicko scores of fighter one and fighter two, or null for a result that is not a fought bout.
 * NONE is an unfought or unfinished fight. NO_WIN (nobody won) and BOTH_WIN (both won) have no Glicko
 * reading, which needs the two scores to add up to 1, so like HEMA Ratings we count only win/loss/draw.
 */
export function ratedScores(result: FightResult): readonly [number, number] | null {
  // A few result values, read for every one of some 200,000 bouts in a full recomputation: each is worked out once.
  const known = SCORES.get(result);
  if (known !== undefined) return known;
  const scores = scoresOf(result);
  SCORES.set(result, scores);
  return scores;
}

const SCORES = new Map<FightResult, readonly [number, number] | null>();

function scoresOf(result: FightResult): readonly [number, number] | null {
  const outcome1 = outcomeFor(result, 1);
  const outcome2 = outcomeFor(result, 2);
  const score1 = outcome1 === null ? undefined : GLICKO_SCORE[outcome1];
  const score2 = outcome2 === null ? undefined : GLICKO_SCORE[outcome2];
  if (score1 === undefined || score2 === undefined || score1 + score2 !== 1) return null;
  return [score1, score2];
}

function parseDate(value: string, what: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid ${what}: ${value}`);
  return ms;
}

/** A bout that counts, as the rating reads it (scores of both sides, its period). */
export interface CountedBout {
  fighter1: FighterId;
  fighter2: FighterId;
  scores: readonly [number, number];
  period: number;
  dateMs: number;
  date: string;
  nominationId: string;
  tournamentId: string;
}

/** A fighter's rating state inside one list; shallow copies are independent (ratings are never changed in place). */
export interface FighterState {
  rating: Glicko2Rating;
  /** The last period `rating` includes (inactive periods are added when the fighter is next needed). */
  period: number;
  fights: number;
  lastDateMs: number;
  lastDate: string;
  lastNominationId: string;
}

/**
 * The bout as it counts for ratings, or null when it does not count: not a win, loss or draw, a bye, a fighter
 * against themself, or before `fromMs`. `period` is left 0 for the caller to number.
 */
export function countedBout(
  row: RatedFightResult,
  fromMs: number,
  /** `row.date` as a time, when the caller has parsed it already. */
  parsed?: number,
): CountedBout | null {
  const scores = ratedScores(row.result);
  if (!scores || row.fighter1 === null || row.fighter2 === null || row.fighter1 === row.fighter2) return null;
  const dateMs = parsed === undefined || Number.isNaN(parsed) ? parseDate(row.date, 'fight date') : parsed;
  if (dateMs < fromMs) return null;
  return {
    fighter1: row.fighter1,
    fighter2: row.fighter2,
    scores,
    period: 0,
    dateMs,
    date: row.date,
    nominationId: row.nominationId,
    tournamentId: row.tournamentId ?? '',
  };
}

/** `from` (or the rating start) as a time, checked. */
export function ratingStartMs(from: string = RATING_START_DATE): number {
  return parseDate(from, 'rating start date');
}

/**
 * A fighter's periods without a game only grow their deviation, which adds up in one step (inactiveRating): each
 * fighter is brought up to date when they fight again and at the end, so a period costs only its bouts.
 */
export function bringUpTo(state: FighterState, period: number): void {
  state.rating = inactiveRating(state.rating, period - state.period);
  state.period = period;
}

/**
 * Rates one period's bouts (all of the same period, in their order) into `fighters`, adds a history point for
 * every fighter who fought (when given `history`), and returns those fighters in the order of their history points.
 */
export function ratePeriod(
  fighters: Map<FighterId, FighterState>,
  period: number,
  periodBouts: readonly CountedBout[],
  tau: number,
  history?: RatingHistoryPoint[],
): FighterId[] {
  const games = new Map<FighterId, Glicko2Game[]>();
  // Both sides of every bout are handled by a call each, not a loop over a two-element array: a full
  // recomputation rates some 200,000 bouts, and the arrays were a good part of its garbage. One pass: a fighter is
  // brought up to the period on their first bout in it (again on later ones, which changes nothing), and nobody's
  // rating changes before the end of the period, so opponents enter with the rating they held at its start: the
  // games are simultaneous.
  for (const bout of periodBouts) {
    const one = enterPeriod(fighters, bout.fighter1, period);
    const two = enterPeriod(fighters, bout.fighter2, period);
    pushGame(games, bout.fighter1, { opponent: two.rating, score: bout.scores[0] });
    pushGame(games, bout.fighter2, { opponent: one.rating, score: bout.scores[1] });
    countBout(one, bout);
    countBout(two, bout);
  }
  const next = new Map<FighterId, Glicko2Rating>();
  for (const [id, list] of games) next.set(id, updateRating(fighters.get(id)!.rating, list, tau));
  for (const [id, rating] of next) {
    const state = fighters.get(id)!;
    state.rating = rating;
    state.period = period;
  }
  const first = periodBouts[0];
  if (history)
    for (const id of games.keys()) {
      const { rating, rd } = fighters.get(id)!.rating;
      history.push({ fighterId: id, tournamentId: first.tournamentId, date: first.date, rating, rd });
    }
  return [...games.keys()];
}

/** A fighter of a period's bouts brought up to the period before it (a newcomer enters with the initial rating). */
function enterPeriod(fighters: Map<FighterId, FighterState>, id: FighterId, period: number): FighterState {
  const state = fighters.get(id);
  if (state) {
    bringUpTo(state, period - 1);
    return state;
  }
  const entered: FighterState = {
    rating: initialRating(),
    period: period - 1,
    fights: 0,
    lastDateMs: -Infinity,
    lastDate: '',
    lastNominationId: '',
  };
  fighters.set(id, entered);
  return entered;
}

/** One more counted bout for a fighter, and their last category and date when it is their latest. */
function countBout(state: FighterState, bout: CountedBout): void {
  state.fights += 1;
  if (bout.dateMs >= state.lastDateMs) {
    state.lastDateMs = bout.dateMs;
    state.lastDate = bout.date;
    state.lastNominationId = bout.nominationId;
  }
}

/** Rates one (weapon, zone) list period by period, from its first bout's period to `lastPeriod`. */
function rateGroup(
  bouts: CountedBout[],
  lastPeriod: number,
  tau: number,
  history: RatingHistoryPoint[],
): Map<FighterId, FighterState> {
  const byPeriod = new Map<number, CountedBout[]>();
  let firstPeriod = Infinity;
  for (const bout of bouts) {
    firstPeriod = Math.min(firstPeriod, bout.period);
    const list = byPeriod.get(bout.period);
    if (list) list.push(bout);
    else byPeriod.set(bout.period, [bout]);
  }

  const fighters = new Map<FighterId, FighterState>();
  for (let period = firstPeriod; period <= lastPeriod; period += 1) {
    const periodBouts = byPeriod.get(period);
    if (periodBouts) ratePeriod(fighters, period, periodBouts, tau, history);
  }
  for (const state of fighters.values()) bringUpTo(state, lastPeriod);
  return fighters;
}

function pushGame(games: Map<FighterId, Glicko2Game[]>, id: FighterId, game: Glicko2Game): void {
  const list = games.get(id);
  if (list) list.push(game);
  else games.set(id, [game]);
}

/** Orders by weighted rating (best first) and gives equal weighted ratings the same rank. */
export function rankRows(fighters: Map<FighterId, FighterState>): RankedFighterRating[] {
  const rows = [...fighters].map(([fighterId, state]) => ({
    fighterId,
    rating: state.rating.rating,
    rd: state.rating.rd,
    volatility: state.rating.volatility,
    weightedRating: theRating(state.rating.rating, state.rating.rd),
    rank: 0,
    fights: state.fights,
    lastNominationId: state.lastNominationId,
    lastDate: state.lastDate,
  }));
  rows.sort(
    (a, b) =>
      b.weightedRating - a.weightedRating ||
      (a.fighterId < b.fighterId ? -1 : a.fighterId > b.fighterId ? 1 : 0),
  );
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    row.rank = previous && previous.weightedRating === row.weightedRating ? previous.rank : index + 1;
  });
  return rows;
}

/**
 * Ratings per (weapon, zone), each list ranked. Only fought bouts on or after `from` count; byes and
 * bouts of a fighter against themself are skipped. Lists come sorted by weapon id, then zone id.
 */
export function computeWeaponRatings(
  results: readonly RatedFightResult[],
  options: WeaponRatingOptions = {},
): WeaponZoneRatings[] {
  const from = options.from ?? RATING_START_DATE;
  const tau = options.tau ?? GLICKO2_DEFAULTS.tau;
  const fromMs = ratingStartMs(from);
  const { periodDays } = options;
  if (periodDays !== undefined && !(Number.isInteger(periodDays) && periodDays > 0)) {
    throw new RangeError(`Rating period must be a whole number of days above 0, got ${periodDays}`);
  }
  const periodOf = (ms: number): number => {
    if (periodDays !== undefined) return Math.floor((ms - fromMs) / (periodDays * DAY_MS));
    const date = new Date(ms);
    return date.getUTCFullYear() * 12 + date.getUTCMonth();
  };

  const groups = new Map<string, { weaponId: string; zoneId: string; bouts: CountedBout[] }>();
  let lastPeriod = -Infinity;
  for (const row of results) {
    const bout = countedBout(row, fromMs);
    if (!bout) continue;
    // Per-tournament periods are numbered per list afterwards (numberByTournament).
    const period = options.perTournament ? 0 : periodOf(bout.dateMs);
    bout.period = period;
    lastPeriod = Math.max(lastPeriod, period);
    const key = `${row.weaponId}\u0000${row.zoneId}`;
    let group = groups.get(key);
    if (!group) {
      group = { weaponId: row.weaponId, zoneId: row.zoneId, bouts: [] };
      groups.set(key, group);
    }
    group.bouts.push(bout);
  }
  if (options.until !== undefined)
    lastPeriod = Math.max(lastPeriod, periodOf(parseDate(options.until, 'rating end date')));

  return [...groups.values()]
    .sort((a, b) => compareText(a.weaponId, b.weaponId) || compareText(a.zoneId, b.zoneId))
    .map((group) => {
      const history: RatingHistoryPoint[] = [];
      const last = options.perTournament ? numberByTournament(group.bouts) : lastPeriod;
      const rows = rankRows(rateGroup(group.bouts, last, tau, history));
      return { weaponId: group.weaponId, zoneId: group.zoneId, rows, history };
    });
}

/** Renumbers the bouts' periods: one per tournament, by date and then tournament id. Returns the last period. */
export function numberByTournament(bouts: CountedBout[]): number {
  const tournaments = new Map<string, number>();
  for (const bout of bouts) {
    const known = tournaments.get(bout.tournamentId);
    if (known === undefined || bout.dateMs < known) tournaments.set(bout.tournamentId, bout.dateMs);
  }
  const order = [...tournaments]
    .sort((a, b) => a[1] - b[1] || compareText(a[0], b[0]))
    .map(([id], index) => [id, index] as const);
  const periods = new Map(order);
  for (const bout of bouts) bout.period = periods.get(bout.tournamentId)!;
  return order.length - 1;
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
