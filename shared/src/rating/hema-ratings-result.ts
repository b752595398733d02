import type { FightResult, FighterId } from '../domain-types.js';
import { outcomeFor, type SideOutcome } from '../fight/fight-result.js';

/**
 * Which fights go to HEMA Ratings and as what (spec §4, requirements.md "HEMA Ratings export"): only bouts that were fought,
 * each as win/loss or draw/draw. Byes, cancelled fights and fights given by withdrawal (a technical defeat of a
 * fighter who dropped out, or of a bout whose clock never ran) are left out, and so is a result the two columns
 * cannot say: both won. Nobody winning (a double-out) is a loss for both, as HEMA Ratings takes it (loss/loss; the
 * HEMA Scorecard export it works with writes a double-out so).
 */

export type HemaRatingsOutcome = 'win' | 'loss' | 'draw';

export interface HemaRatingsFight {
  status: string;
  isBye: boolean;
  fighter1: FighterId | null;
  fighter2: FighterId | null;
  result: FightResult;
  /** The side given a technical defeat, if any. */
  technicalDefeat: 1 | 2 | null;
  /** Fighters of the category who dropped out (withdrawn, injured, disqualified). */
  droppedOut: readonly FighterId[];
  /** How long the bout's clock ran. */
  elapsedMs: number;
}

export type HemaRatingsRow =
  | { counts: true; result1: HemaRatingsOutcome; result2: HemaRatingsOutcome }
  | { counts: false; reason: 'not-fought' | 'bye' | 'cancelled' | 'withdrawn' | 'no-rated-result' };

/** The column each side's outcome writes; a no-win is a loss there, and no result writes nothing. */
const HEMA_RATINGS_OUTCOME: Record<SideOutcome | 'none', HemaRatingsOutcome | null> = {
  win: 'win',
  loss: 'loss',
  draw: 'draw',
  noWin: 'loss',
  none: null,
};

export function hemaRatingsRow(fight: HemaRatingsFight): HemaRatingsRow {
  if (fight.isBye || fight.fighter1 === null || fight.fighter2 === null)
    return { counts: false, reason: 'bye' };
  if (fight.status === 'cancelled') return { counts: false, reason: 'cancelled' };
  if (fight.status !== 'finished') return { counts: false, reason: 'not-fought' };
  if (fight.technicalDefeat !== null) {
    const loser = fight.technicalDefeat === 1 ? fight.fighter1 : fight.fighter2;
    if (fight.droppedOut.includes(loser) || fight.elapsedMs === 0)
      return { counts: false, reason: 'withdrawn' };
  }
  const result1 = HEMA_RATINGS_OUTCOME[outcomeFor(fight.result, 1) ?? 'none'];
  const result2 = HEMA_RATINGS_OUTCOME[outcomeFor(fight.result, 2) ?? 'none'];
  if (!result1 || !result2 || (result1 === 'win' && result2 === 'win'))
    return { counts: false, reason: 'no-rated-result' };
  return { counts: true, result1, result2 };
}
