/**
 * What a swiss pairing costs, and the cheapest pairing of a round (requirements.md "Swiss"; the rule and
 * its reasons are in docs/decisions.md, "Swiss pairing objective").
 *
 * Every pair has a cost with five levels, compared in this order (lexicographically), summed over the
 * pairs of the round:
 *  1. rematches — pairs that have met before in the stage; only counted when no rematch-free
 *     pairing of the round exists (otherwise rematches are not allowed at all);
 *  2. skipped groups — a float goes to the next score group down ("a leftover floats to the next
 *     group"): a pair costs the number of score groups between its two fighters' groups, so a
 *     leader floats two groups down only when no pairing with next-group floats exists;
 *  3. floats — pairs of fighters with different match points: a score group is kept together unless
 *     it cannot be paired without a rematch (or has an odd size);
 *  4. float gap — the match points between the two fighters of each float, summed: among pairings
 *     with the fewest floats, the floats cross as few points as possible;
 *  5. placement — inside a score group of m fighters, position i should meet position i + ⌊m/2⌋ (top
 *     half against bottom half): a pair costs the square of its distance from that, plus m² when
 *     both sit in the same half of an even group (so pairs across the halves come first, as in the
 *     Dutch system's transpositions before exchanges); a float should take the lowest of the upper group to the
 *     highest of the lower one: it costs the squares of those two distances.
 * The bye is chosen before all this and is not part of the cost (swiss.ts).
 */
import { maximumWeightMatching } from './swiss-weighted-matching.js';

export interface SwissPairCost {
  rematches: number;
  skippedGroups: number;
  floats: number;
  floatGap: number;
  placement: number;
}

/** The levels in the order they are compared. */
export const SWISS_COST_LEVELS = ['rematches', 'skippedGroups', 'floats', 'floatGap', 'placement'] as const;

export const NO_COST: SwissPairCost = {
  rematches: 0,
  skippedGroups: 0,
  floats: 0,
  floatGap: 0,
  placement: 0,
};

export function addCosts(a: SwissPairCost, b: SwissPairCost): SwissPairCost {
  return {
    rematches: a.rematches + b.rematches,
    skippedGroups: a.skippedGroups + b.skippedGroups,
    floats: a.floats + b.floats,
    floatGap: a.floatGap + b.floatGap,
    placement: a.placement + b.placement,
  };
}

/** Negative when `a` is the cheaper pairing, 0 when they cost the same. */
export function compareCosts(a: SwissPairCost, b: SwissPairCost): number {
  for (const level of SWISS_COST_LEVELS) if (a[level] !== b[level]) return a[level] - b[level];
  return 0;
}

/** A fighter's seat in its score group: the group's number from the top, place in it, its size. */
export interface GroupSeat {
  group: number;
  position: number;
  size: number;
}

/** Seats of fighters listed in pairing order (match points never rising): equal points, one group. */
export function scoreGroupSeats(points: readonly number[]): GroupSeat[] {
  const seats: GroupSeat[] = [];
  let start = 0;
  let group = 0;
  while (start < points.length) {
    let end = start;
    while (end < points.length && points[end] === points[start]) end++;
    for (let v = start; v < end; v++) seats.push({ group, position: v - start, size: end - start });
    start = end;
    group += 1;
  }
  return seats;
}

/** Level 4 of a pair, `upper` being the higher-ranked fighter. */
export function placementCost(upper: GroupSeat, lower: GroupSeat): number {
  if (upper.group === lower.group) {
    const half = upper.size >> 1;
    const off = lower.position - upper.position - half;
    // An odd group has a fighter floating out at the bottom or in at the top, so its halves are
    // not fixed; only an even group's halves are.
    const sameHalf = upper.size % 2 === 0 && upper.position < half === lower.position < half;
    return off * off + (sameHalf ? upper.size * upper.size : 0);
  }
  const apart = upper.size - 1 - upper.position + lower.position;
  return apart * apart;
}

/** Largest whole weight the matching computes exactly with room to spare (it doubles and adds). */
export const EXACT_WEIGHT_LIMIT = 2 ** 48;

/**
 * Multipliers that turn the levels into one number which orders pairings like the levels do: each
 * level's multiplier exceeds the largest total all lower levels can reach over `pairs` pairs. When
 * the numbers would outgrow `limit` (fields far beyond a thousand fighters), the lowest levels are
 * dropped (multiplier 0) one by one: placement goes first, rematches are never dropped.
 */
export function lexicographicScale(
  maxima: readonly number[],
  pairs: number,
  limit = EXACT_WEIGHT_LIMIT,
): number[] {
  for (let kept = maxima.length; kept > 1; kept--) {
    const scale = scaleOf(maxima.slice(0, kept), pairs);
    const largest = scale.reduce((sum, factor, level) => sum + factor * maxima[level], 0);
    if (largest <= limit) return [...scale, ...new Array<number>(maxima.length - kept).fill(0)];
  }
  return [1, ...new Array<number>(maxima.length - 1).fill(0)];
}

function scaleOf(maxima: readonly number[], pairs: number): number[] {
  const scale = new Array<number>(maxima.length).fill(1);
  let below = 0;
  for (let level = maxima.length - 1; level >= 0; level--) {
    scale[level] = below + 1;
    below += pairs * maxima[level] * scale[level];
  }
  return scale;
}

/**
 * The cheapest perfect pairing of an even number of fighters listed in pairing order. `mayMeet`
 * says whether two fighters have not met yet; with `rematchFree` (a rematch-free pairing is known to
 * exist) rematches are left out of the graph, otherwise they cost level 1. Returns pairs of indexes,
 * the higher-ranked fighter first, in order of the higher-ranked fighter.
 */
export function cheapestPairing(
  points: readonly number[],
  mayMeet: (upper: number, lower: number) => boolean,
  rematchFree: boolean,
): Array<[number, number]> {
  const size = points.length;
  const seats = scoreGroupSeats(points);
  const most = (size * (size - 1)) / 2;
  const a = new Int32Array(most);
  const b = new Int32Array(most);
  // One column per level, in SWISS_COST_LEVELS order; typed arrays keep a 256 field quick. The
  // per-pair loops avoid Math.*: in jest's VM context every lookup of a global is slow.
  const levels = SWISS_COST_LEVELS.map(() => new Float64Array(most));
  let edges = 0;
  for (let upper = 0; upper < size; upper++) {
    for (let lower = upper + 1; lower < size; lower++) {
      const fresh = mayMeet(upper, lower);
      if (rematchFree && !fresh) continue;
      const gap =
        points[upper] > points[lower] ? points[upper] - points[lower] : points[lower] - points[upper];
      a[edges] = upper;
      b[edges] = lower;
      const apart = seats[lower].group - seats[upper].group;
      levels[0][edges] = fresh ? 0 : 1;
      levels[1][edges] = apart > 1 ? apart - 1 : 0;
      levels[2][edges] = gap === 0 ? 0 : 1;
      levels[3][edges] = gap;
      levels[4][edges] = placementCost(seats[upper], seats[lower]);
      edges += 1;
    }
  }
  const maxima = levels.map((values) => {
    let max = 0;
    for (let k = 0; k < edges; k++) if (values[k] > max) max = values[k];
    return max;
  });
  const scale = lexicographicScale(maxima, Math.floor(size / 2));
  const costs = new Float64Array(edges);
  let dearest = 0;
  for (let k = 0; k < edges; k++) {
    let cost = 0;
    for (let level = 0; level < levels.length; level++) cost += levels[level][k] * scale[level];
    costs[k] = cost;
    if (cost > dearest) dearest = cost;
  }
  // All perfect matchings have the same number of pairs, so the heaviest one is the cheapest.
  const weights = costs.map((cost) => dearest - cost);
  const mate = maximumWeightMatching(size, a.subarray(0, edges), b.subarray(0, edges), weights);
  const pairs: Array<[number, number]> = [];
  for (let v = 0; v < size; v++) if (mate[v] > v) pairs.push([v, mate[v]]);
  return pairs;
}
