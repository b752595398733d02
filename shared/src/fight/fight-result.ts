import type { FightResult } from '../domain-types.js';
import type { FightSide } from './events.js';
import type { FightRules } from './rules.js';

/**
 * The result the scores give: the higher score wins, equal scores draw. A 0:0 fight is NO_WIN
 * whatever the finish reason: nobody landed a hit, so nobody earned a win or a draw's points.
 */
export function resultByScore(score1: number, score2: number): FightResult {
  if (score1 > score2) return 'F1_WIN';
  if (score2 > score1) return 'F2_WIN';
  return score1 === 0 ? 'NO_WIN' : 'DRAW';
}

/** The side that did not lose a technical defeat wins it. */
export function technicalDefeatResult(losingSide: FightSide): FightResult {
  return losingSide === 1 ? 'F2_WIN' : 'F1_WIN';
}

/** A double-out is nobody's win unless the category lets the score at that moment decide. */
export function doublesOutResult(
  rules: Pick<FightRules, 'doublesOutResult'>,
  score1: number,
  score2: number,
): FightResult {
  return rules.doublesOutResult === 'BY_SCORE' ? resultByScore(score1, score2) : 'NO_WIN';
}

/**
 * How a fight ended for one side — the one reading of a result that standings, statistics, ratings, achievements,
 * the follow-a-fighter page, advancement and the HEMA Ratings export all start from:
 * - `win` / `loss`: F1_WIN and F2_WIN. A technical defeat is stored as the other side's win
 *   (`technicalDefeatResult`), so the side given it reads `loss` here like any beaten side;
 * - `draw`: DRAW, for both sides;
 * - `noWin`: NO_WIN (a double-out, or 0:0): nobody earned the win, and that is not a loss either — the spec keeps
 *   "nowins" beside wins, losses and draws in a fighter's category record;
 * - BOTH_WIN is a win for each side;
 * - null: NONE, the fight has no result yet.
 * What a reader does with each outcome (match points, Glicko scores, export columns) is that reader's rule.
 */
export type SideOutcome = 'win' | 'loss' | 'draw' | 'noWin';

export function outcomeFor(result: FightResult, side: FightSide): SideOutcome | null {
  switch (result) {
    case 'NONE':
      return null;
    case 'F1_WIN':
      return side === 1 ? 'win' : 'loss';
    case 'F2_WIN':
      return side === 2 ? 'win' : 'loss';
    case 'DRAW':
      return 'draw';
    case 'BOTH_WIN':
      return 'win';
    case 'NO_WIN':
      return 'noWin';
  }
}

/** A record of outcomes, as a category result and a fighter's record count them. */
export interface OutcomeCounts {
  wins: number;
  losses: number;
  draws: number;
  noWins: number;
}

/** Which count of a record an outcome adds to. */
export const OUTCOME_COUNT: Record<SideOutcome, keyof OutcomeCounts> = {
  win: 'wins',
  loss: 'losses',
  draw: 'draws',
  noWin: 'noWins',
};

export const EMPTY_RECORD: Readonly<OutcomeCounts> = { wins: 0, losses: 0, draws: 0, noWins: 0 };

/** Adds `times` fights of one result, seen from one side, to a record (a fight without a result adds nothing). */
export function addToRecord(record: OutcomeCounts, result: FightResult, side: FightSide, times = 1): void {
  const outcome = outcomeFor(result, side);
  if (outcome !== null) record[OUTCOME_COUNT[outcome]] += times;
}

/**
 * The one side that won while the other lost, or null (no result, a draw, nobody or both won): what a bracket needs
 * to move someone on and what a winner's mark shows.
 */
export function winnerOf(result: FightResult): FightSide | null {
  if (outcomeFor(result, 1) === 'win' && outcomeFor(result, 2) === 'loss') return 1;
  if (outcomeFor(result, 2) === 'win' && outcomeFor(result, 1) === 'loss') return 2;
  return null;
}

/** The winning fighter of a fight (see `winnerOf`), or null. */
export function winnerIdOf<Id>(fight: {
  result: FightResult;
  fighter1: Id | null;
  fighter2: Id | null;
}): Id | null {
  const side = winnerOf(fight.result);
  if (side === null) return null;
  return side === 1 ? fight.fighter1 : fight.fighter2;
}

/** Whether the result names exactly one winner (what a bracket needs to move someone on). */
export function hasWinner(result: FightResult): boolean {
  return winnerOf(result) !== null;
}

/**
 * Whether the result names a winner with fewer points than the loser (HEMA Ratings calls such a row
 * "questionable"): a fix that records it needs the judge's explicit override.
 */
export function contradictsScore(result: FightResult, score1: number, score2: number): boolean {
  return (result === 'F1_WIN' && score1 < score2) || (result === 'F2_WIN' && score2 < score1);
}
