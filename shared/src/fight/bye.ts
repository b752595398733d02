import type { FightResult } from '../domain-types.js';

/** The stage settings that decide a bye fight (spec §3: byeMode and byeWinScores, a numeric string). */
export interface ByeSettings {
  byeMode?: string | null;
  byeWinScores?: string | null;
}

export interface ByeFightOutcome {
  score1: number;
  score2: number;
  result: FightResult;
}

const DEFAULT_BYE_WIN_SCORE = 1;

/**
 * The result of a bye fight, exactly as spec §4 states it. Fighter one is the fighter who has the
 * bye. An empty byeMode counts as no byeMode.
 */
export function byeFightOutcome(settings: ByeSettings = {}): ByeFightOutcome {
  const { byeMode, byeWinScores } = settings;
  if (!byeMode) return { score1: DEFAULT_BYE_WIN_SCORE, score2: 0, result: 'F1_WIN' };
  if (byeMode === 'WIN') return { score1: byeWinScore(byeWinScores), score2: 0, result: 'F1_WIN' };
  return { score1: 0, score2: 0, result: 'DRAW' };
}

/**
 * byeWinScores when it holds a whole number of points (0 or more); anything else (unset, blank,
 * not a number, negative or fractional) falls back to the spec's score 1.
 */
function byeWinScore(byeWinScores: string | null | undefined): number {
  const text = byeWinScores?.trim() ?? '';
  const score = Number(text);
  return text !== '' && Number.isInteger(score) && score >= 0 ? score : DEFAULT_BYE_WIN_SCORE;
}
