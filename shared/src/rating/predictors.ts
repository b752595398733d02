/** Best predictors list (spec §5): who guesses fight outcomes best, among users with enough guesses. */

/** Only users with at least this many predictions appear (spec §5, §9). */
export const MIN_PREDICTIONS = 10;

export interface PredictorTally {
  userId: string;
  /** Predictions made on fights that have a result. */
  predictions: number;
  /** Of those, how many were right. */
  correct: number;
  /** Points earned (prediction-points.ts): the tie-break after accuracy. */
  points: number;
}

export interface RankedPredictor extends PredictorTally {
  /** correct / predictions, 0–1. */
  accuracy: number;
  /** 1-based; equal accuracy and equal count share a rank. */
  rank: number;
}

/** Compares accuracies exactly (cross-multiplied) so 7/10 and 14/20 count as equal. */
function compareAccuracy(a: PredictorTally, b: PredictorTally): number {
  return b.correct * a.predictions - a.correct * b.predictions;
}

/**
 * The best predictors: users with at least `minimum` predictions, ranked by accuracy, then by points (bigger
 * upsets guessed), then by the number of predictions (more evidence first). Equal on all three share a rank;
 * order among them is by user id.
 */
export function rankBestPredictors(
  tallies: readonly PredictorTally[],
  minimum: number = MIN_PREDICTIONS,
): RankedPredictor[] {
  const sorted = tallies
    .filter((tally) => tally.predictions >= minimum && tally.predictions > 0)
    .sort(
      (a, b) =>
        compareAccuracy(a, b) ||
        b.points - a.points ||
        b.predictions - a.predictions ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
    );
  const ranked: RankedPredictor[] = [];
  sorted.forEach((tally, index) => {
    const previous = ranked[index - 1];
    const tied =
      previous !== undefined &&
      compareAccuracy(previous, tally) === 0 &&
      previous.points === tally.points &&
      previous.predictions === tally.predictions;
    ranked.push({
      ...tally,
      accuracy: tally.correct / tally.predictions,
      rank: tied ? previous.rank : index + 1,
    });
  });
  return ranked;
}
