/**
 * "The rating": the one number a person reads as a fighter's rating — in rating lists, on the profile and the
 * user pop-up, for strongest opponents and rating gaps. It is HEMA Ratings' conservative weighted rating r − 2·RD
 * (requirements.md, Glicko-2; docs/decisions.md): the rank orders by it, so showing the raw r elsewhere made the same
 * fighter carry two different "ratings". The Glicko r and RD stay available as details (shown as "r 1413 ± RD 62").
 * Glicko's own formulas (expected score, prediction points) keep using r and RD, as the paper defines them.
 */

/** How many deviations the rating subtracts from r. */
export const RATING_RD_WEIGHT = 2;

/** The rating, unrounded: r − 2·RD. Ranking and comparisons use this. */
export function theRating(rating: number, rd: number): number {
  return rating - RATING_RD_WEIGHT * rd;
}

/** The rating as shown: whole points, as HEMA Ratings publishes it. */
export function ratingFigure(rating: number, rd: number): number {
  return Math.round(theRating(rating, rd));
}
