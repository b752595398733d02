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

/** Whether the result names exactly one winner (what a bracket needs to move someone on). */
export function hasWinner(result: FightResult): boolean {
  return result === 'F1_WIN' || result === 'F2_WIN';
}

/**
 * Whether the result names a winner with fewer points than the loser (HEMA Ratings calls such a row
 * "questionable"): a fix that records it needs the judge's explicit override.
 */
export function contradictsScore(result: FightResult, score1: number, score2: number): boolean {
  return (result === 'F1_WIN' && score1 < score2) || (result === 'F2_WIN' && score2 < score1);
}
