import type { FightResult } from '../domain-types.js';
import type { FightStatus } from '../fight/fight-context.js';
import { winnerOf } from '../fight/fight-result.js';
import { expectedScore, type Glicko2Rating } from './glicko2.js';

/**
 * Fight predictions (spec §1, §5): a signed-in user names the winner of a fight that has not started. A right guess
 * earns points, more when the named fighter was the underdog by the weapon ratings' expected score.
 */

/** The side a prediction names: fighter 1 (red) or fighter 2. */
export const PREDICTION_SIDES = [1, 2] as const;
export type PredictionSide = (typeof PREDICTION_SIDES)[number];

/** Points of a right guess on an even fight (expected score 0.5) or on the favourite. */
export const PREDICTION_BASE_POINTS = 10;
/** The most a single right guess can earn, however big the upset. */
export const PREDICTION_MAX_POINTS = 50;

/** A fighter's weapon rating as the points rule needs it; `undefined` when the fighter has none yet. */
export type PredictionRating = Pick<Glicko2Rating, 'rating' | 'rd'> | undefined;

/**
 * The expected score (Glicko-2) of the named fighter against the other when the prediction was made. A fighter
 * without a rating makes the fight even: 0.5.
 */
export function pickedExpectedScore(picked: PredictionRating, other: PredictionRating): number {
  if (!picked || !other) return 0.5;
  return expectedScore(picked, other);
}

/**
 * Points of one prediction: 0 when wrong; when right, {@link PREDICTION_BASE_POINTS} scaled by how unlikely the win
 * was (base · 0.5 / expected: an underdog at 0.25 earns 20), never below the base and never above
 * {@link PREDICTION_MAX_POINTS}.
 */
export function predictionPoints(correct: boolean, expected: number): number {
  if (!correct) return 0;
  const odds = expected > 0 ? (PREDICTION_BASE_POINTS * 0.5) / expected : PREDICTION_MAX_POINTS;
  return Math.min(PREDICTION_MAX_POINTS, Math.max(PREDICTION_BASE_POINTS, Math.round(odds)));
}

/**
 * Where a prediction stands, from its fight's state: `open` while the fight has not started (it may still change),
 * `locked` once it started, `correct` / `wrong` when the fight ended with a winner, `void` when it ended without
 * one (draw, no winner, both win, cancelled) — a void prediction counts neither way.
 */
export type PredictionOutcome = 'open' | 'locked' | 'correct' | 'wrong' | 'void';
export const PREDICTION_OUTCOMES = ['open', 'locked', 'correct', 'wrong', 'void'] as const;

export function predictionOutcome(
  side: PredictionSide,
  fight: { status: FightStatus; result: FightResult },
): PredictionOutcome {
  if (fight.status === 'scheduled') return 'open';
  if (fight.status === 'cancelled') return 'void';
  if (fight.status !== 'finished') return 'locked';
  const winner = winnerOf(fight.result);
  if (winner === null) return 'void';
  return winner === side ? 'correct' : 'wrong';
}

/** A prediction may be made or changed only before its fight starts, and only on a real fight of two fighters. */
export function isFightOpenForPredictions(fight: {
  status: FightStatus;
  isBye: boolean;
  fighter1Id: string | null;
  fighter2Id: string | null;
}): boolean {
  return fight.status === 'scheduled' && !fight.isBye && !!fight.fighter1Id && !!fight.fighter2Id;
}

/** One user's predictions summed: what the leaderboards and the best predictors list rank. */
export interface PredictionTally {
  userId: string;
  /** Every prediction, open ones included. */
  made: number;
  /** Predictions whose fight ended with a winner (correct + wrong). */
  predictions: number;
  correct: number;
  points: number;
}

/** Sums predictions per user, in the order users first appear. */
export function tallyPredictions(
  rows: readonly { userId: string; outcome: PredictionOutcome; points: number }[],
): PredictionTally[] {
  const tallies = new Map<string, PredictionTally>();
  for (const row of rows) {
    let tally = tallies.get(row.userId);
    if (!tally) {
      tally = { userId: row.userId, made: 0, predictions: 0, correct: 0, points: 0 };
      tallies.set(row.userId, tally);
    }
    tally.made += 1;
    if (row.outcome === 'correct' || row.outcome === 'wrong') tally.predictions += 1;
    if (row.outcome === 'correct') tally.correct += 1;
    tally.points += row.points;
  }
  return [...tallies.values()];
}

export interface LeaderboardLine extends PredictionTally {
  /** 1-based; equal points and equal right guesses share a rank. */
  rank: number;
}

/** A tournament's leaderboard: by points, then right guesses, then fewer resolved predictions; ties share a rank. */
export function rankLeaderboard(tallies: readonly PredictionTally[]): LeaderboardLine[] {
  const sorted = [...tallies].sort(
    (a, b) =>
      b.points - a.points ||
      b.correct - a.correct ||
      a.predictions - b.predictions ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const lines: LeaderboardLine[] = [];
  sorted.forEach((tally, index) => {
    const previous = lines[index - 1];
    const tied =
      previous !== undefined &&
      previous.points === tally.points &&
      previous.correct === tally.correct &&
      previous.predictions === tally.predictions;
    lines.push({ ...tally, rank: tied ? previous.rank : index + 1 });
  });
  return lines;
}
