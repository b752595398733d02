/**
 * Which pool each fighter goes to (the rule and its reasons: docs/decisions.md, "Pool composition
 * keeps clubmates apart"). Pool sizes are the snake's: balanced, at most one apart. Among all
 * splits with those sizes, lexicographically:
 *  1. the fewest clashes — a clash is two fighters of one club in one pool (a bout between
 *     clubmates), so a clash-free split is found whenever one exists;
 *  2. the smallest seeding deviation — each fighter away from its snake pool is charged the seed
 *     distance to the fighter the snake placed in that pool on its own row (a swap of neighbouring
 *     seeds costs 2, a swap across the whole row much more);
 *  3. on equal deviation, the weaker seeds move: each fighter moved costs the number of fighters
 *     ranked below it.
 * This is a minimum-cost flow (fighter → club in pool → pool → sink, the k-th clubmate in a pool
 * costing k − 1 clashes), solved exactly in polynomial time, so big fields never blow up.
 */
import { MinCostFlow } from './pools-min-cost-flow.js';

/** Costs the flow handles exactly with room to spare (it adds path costs). */
const EXACT_COST_LIMIT = 2 ** 50;

/** The rank (0-based) the snake places in `pool` on `row`, with `count` pools. */
export function snakeRank(pool: number, row: number, count: number): number {
  return row * count + (row % 2 === 0 ? pool : count - 1 - pool);
}

/** The snake's pool for the fighter of rank `rank` (0-based). */
export function snakePool(rank: number, count: number): number {
  const row = Math.floor(rank / count);
  const place = rank % count;
  return row % 2 === 0 ? place : count - 1 - place;
}

/** Level 2 of a fighter of rank `rank` in `pool`: seed distance to the snake's fighter there on its row. */
export function seedingDeviation(rank: number, pool: number, count: number): number {
  return Math.abs(rank - snakeRank(pool, Math.floor(rank / count), count));
}

/**
 * The pool (0-based) of each fighter, given their clubs in rank order (null: no club) and the pool
 * count. Callers validate the count (1..fighters).
 */
export function assignPools(clubs: ReadonlyArray<string | null>, count: number): number[] {
  const n = clubs.length;
  const snake = clubs.map((_, rank) => snakePool(rank, count));
  if (!hasClash(clubs, snake)) return snake; // the only split of deviation 0
  const sizes = new Array<number>(count).fill(0);
  for (const pool of snake) sizes[pool] += 1;
  const members = new Map<string, number>();
  for (const club of clubs) if (club !== null) members.set(club, (members.get(club) ?? 0) + 1);
  const clubIndex = new Map<string, number>();
  for (const [club, size] of members) if (size > 1) clubIndex.set(club, clubIndex.size);

  const placement = placementCosts(n, sizes);
  const sink = n + count;
  const clubNode = (club: number, pool: number) => sink + 1 + club * count + pool;
  const flow = new MinCostFlow(sink + 1 + clubIndex.size * count, count * (1 + clubIndex.size + n));
  for (let pool = 0; pool < count; pool++) flow.addArc(n + pool, sink, sizes[pool], 0);
  for (const index of clubIndex.values()) {
    // The k-th clubmate in a pool (from 0) meets k clubmates there: k clashes more.
    for (let pool = 0; pool < count; pool++) {
      flow.addArc(clubNode(index, pool), n + pool, sizes[pool], 0, placement.clash);
    }
  }
  const arcOf: number[][] = clubs.map((club, rank) => {
    const index = club === null ? undefined : clubIndex.get(club);
    return sizes.map((_, pool) =>
      flow.addArc(
        rank,
        index === undefined ? n + pool : clubNode(index, pool),
        1,
        placement.costs[rank * count + pool],
      ),
    );
  });
  for (let rank = 0; rank < n; rank++) flow.sendOne(rank, sink);
  return arcOf.map((arcs) => arcs.findIndex((arc) => flow.flowOn(arc) === 1));
}

function hasClash(clubs: ReadonlyArray<string | null>, poolOf: readonly number[]): boolean {
  const seen = new Set<string>();
  return clubs.some((club, rank) => {
    if (club === null) return false;
    const key = `${poolOf[rank]}|${club}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

interface Placement {
  /** Levels 2 and 3 of fighter `rank` in `pool`, at `rank * count + pool`. */
  costs: Float64Array;
  /** One clash: more than levels 2 and 3 can add up to over the whole field. */
  clash: number;
}

/** Level 3 is dropped only where the numbers would lose precision (fields of many thousands). */
function placementCosts(n: number, sizes: readonly number[]): Placement {
  const mostClashes = sizes.reduce((sum, size) => sum + (size * (size - 1)) / 2, 0);
  const full = levelCosts(n, sizes.length, true);
  return full.clash * (mostClashes + 1) <= EXACT_COST_LIMIT ? full : levelCosts(n, sizes.length, false);
}

function levelCosts(n: number, count: number, weakerMoves: boolean): Placement {
  // Level 3 adds less than n per fighter, so a deviation unit weighs n² to stay above it.
  const weight = weakerMoves ? n * n : 1;
  const costs = new Float64Array(n * count);
  let dearest = 0;
  // Plain arithmetic, no Math.*: this runs n × count times, and in jest's VM context every lookup
  // of a global such as Math is slow, which the property tests would feel.
  for (let rank = 0; rank < n; rank++) {
    const row = (rank - (rank % count)) / count;
    const moveCost = weakerMoves ? n - 1 - rank : 0;
    let worst = 0;
    for (let pool = 0; pool < count; pool++) {
      const reference = row * count + (row % 2 === 0 ? pool : count - 1 - pool);
      const deviation = rank > reference ? rank - reference : reference - rank;
      const cost = deviation === 0 ? 0 : deviation * weight + moveCost;
      costs[rank * count + pool] = cost;
      if (cost > worst) worst = cost;
    }
    dearest += worst;
  }
  return { costs, clash: dearest + 1 };
}
