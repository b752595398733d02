/**
 * The cardinality matching under both swiss pairings. Fighters are vertices 0..n-1 in ranking order; an
 * edge means "may fight this round" (they have not met yet, and for swiss with hits the HP gap is
 * small enough).
 *
 * Why a general-graph matching and not a plain backtracking search: "no rematch while one can be
 * avoided" is the question whether a perfect matching exists, and Edmonds' blossom algorithm answers
 * it in polynomial time, where a backtracking search can take exponential time on a field of 256.
 * Plain swiss uses it for that question and for the bye, then takes the cheapest pairing from the
 * weighted matching (swiss-pairing-cost.ts). Swiss with hits honours its nearest-HP preference
 * greedily here, each choice checked with the same algorithm so the greedy never walks into a dead end.
 */

/**
 * Candidate opponents of `fighter` in preferred order, taken from the vertices `isCandidate`
 * accepts; at most `wanted` of them when given (the greedy start needs only the first).
 */
export type Preference = (
  fighter: number,
  isCandidate: (other: number) => boolean,
  wanted?: number,
) => number[];

/**
 * Gap matrix (size × size, symmetric): the price of pairing two fighters — 0 for a fresh pair in
 * plain swiss, the HP gap in swiss with hits, Infinity for a rematch. Two fighters may meet when
 * their gap is within the matching's limit, so a tighter limit needs no new matrix.
 */
export type GapMatrix = Float64Array;

/** A gap matrix of 0 (may meet) and Infinity (may not) from a predicate over pairs a < b. */
export function edgeMatrix(size: number, canPair: (a: number, b: number) => boolean): GapMatrix {
  const gaps = new Float64Array(size * size).fill(Number.POSITIVE_INFINITY);
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      if (canPair(a, b)) {
        gaps[a * size + b] = 0;
        gaps[b * size + a] = 0;
      }
    }
  }
  return gaps;
}

export class SwissMatching {
  readonly size: number;
  private readonly gaps: GapMatrix;
  private readonly limit: number;
  private readonly active: Uint8Array;
  private readonly mate: Int32Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly inTree: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly onPath: Uint8Array;

  /** Fighters a and b may meet when `gaps[a * size + b] <= limit`. */
  constructor(size: number, gaps: GapMatrix, limit = 0) {
    this.size = size;
    this.gaps = gaps;
    this.limit = limit;
    this.active = new Uint8Array(size).fill(1);
    this.mate = new Int32Array(size).fill(-1);
    this.parent = new Int32Array(size);
    this.base = new Int32Array(size);
    this.inTree = new Uint8Array(size);
    this.inBlossom = new Uint8Array(size);
    this.onPath = new Uint8Array(size);
  }

  canPair(a: number, b: number): boolean {
    return this.gaps[a * this.size + b] <= this.limit;
  }

  isActive(v: number): boolean {
    return this.active[v] === 1;
  }

  mateOf(v: number): number {
    return this.mate[v];
  }

  activeCount(): number {
    let count = 0;
    for (let v = 0; v < this.size; v++) count += this.active[v];
    return count;
  }

  matchedPairs(): number {
    let count = 0;
    for (let v = 0; v < this.size; v++) if (this.active[v] && this.mate[v] > v) count++;
    return count;
  }

  isPerfect(): boolean {
    return this.matchedPairs() * 2 === this.activeCount();
  }

  /**
   * Makes the matching maximum: a greedy start in preference order (so that most preferred pairs
   * are already in place), then one augmenting-path search from every exposed vertex — enough by
   * Edmonds' theorem, a vertex without an augmenting path never gains one later.
   */
  maximise(preference?: Preference): number {
    if (preference) this.greedyStart(preference);
    for (let v = 0; v < this.size; v++) {
      if (this.active[v] && this.mate[v] === -1) this.augment(v);
    }
    return this.matchedPairs();
  }

  /**
   * Whether every active vertex can be paired; stops at the first vertex that cannot, which makes
   * a failing test cheap (the binary search of swiss with hits runs many). After false the
   * matching is not maximum; use a fresh one.
   */
  maximiseIfPerfect(preference: Preference): boolean {
    this.greedyStart(preference);
    for (let v = 0; v < this.size; v++) {
      if (this.active[v] && this.mate[v] === -1 && !this.augment(v)) return false;
    }
    return true;
  }

  private greedyStart(preference: Preference): void {
    for (let a = 0; a < this.size; a++) {
      if (!this.active[a] || this.mate[a] !== -1) continue;
      const free = (v: number) =>
        v !== a && this.active[v] === 1 && this.mate[v] === -1 && this.canPair(a, v);
      const [b] = preference(a, free, 1);
      if (b !== undefined) {
        this.mate[a] = b;
        this.mate[b] = a;
      }
    }
  }

  /**
   * Takes a vertex out (the bye) if the rest keeps a matching as large as before; otherwise leaves
   * everything unchanged and returns false. A freed partner can only regain a mate through an
   * augmenting path starting at itself, so one search decides.
   */
  tryRemoveKeepingSize(v: number): boolean {
    const partner = this.mate[v];
    this.active[v] = 0;
    if (partner === -1) return true;
    this.mate[v] = -1;
    this.mate[partner] = -1;
    if (this.augment(partner)) return true;
    this.active[v] = 1;
    this.mate[v] = partner;
    this.mate[partner] = v;
    return false;
  }

  /** Takes a vertex out unconditionally, keeping the matching of the rest maximum. */
  remove(v: number): void {
    const partner = this.mate[v];
    this.active[v] = 0;
    this.mate[v] = -1;
    if (partner === -1) return;
    this.mate[partner] = -1;
    this.augment(partner);
  }

  /**
   * Pairs every active vertex, the highest-ranked unpaired one first, each with the first opponent
   * of its preference for whom the rest can still be perfectly matched. Requires a perfect
   * matching (check `isPerfect()` after `maximise`). Each check repairs the current matching with
   * one augmenting path between the two freed partners, so a check costs one search, not a rerun.
   */
  pairByPreference(preference: Preference): Array<[number, number]> {
    const pairs: Array<[number, number]> = [];
    for (let a = 0; a < this.size; a++) {
      if (!this.active[a]) continue;
      const candidates = preference(a, (v) => v !== a && this.active[v] === 1);
      let partner = -1;
      for (const b of candidates) {
        if (!this.active[b] || b === a || !this.canPair(a, b)) continue;
        if (this.mate[a] === b || this.tryRematch(a, b)) {
          partner = b;
          break;
        }
      }
      // A preference that leaves out feasible opponents still gets a legal pair: the current mate.
      if (partner === -1) partner = this.mate[a];
      this.active[a] = 0;
      this.active[partner] = 0;
      pairs.push([a, partner]);
    }
    return pairs;
  }

  /** Pairs a with b if the others can still all be paired; leaves everything unchanged otherwise. */
  private tryRematch(a: number, b: number): boolean {
    const mateA = this.mate[a];
    const mateB = this.mate[b];
    this.active[a] = 0;
    this.active[b] = 0;
    this.mate[mateA] = -1;
    this.mate[mateB] = -1;
    if (this.augment(mateA)) {
      this.mate[a] = b;
      this.mate[b] = a;
      this.active[a] = 1;
      this.active[b] = 1;
      return true;
    }
    this.mate[mateA] = a;
    this.mate[mateB] = b;
    this.active[a] = 1;
    this.active[b] = 1;
    return false;
  }

  private augment(root: number): boolean {
    let v = this.findAugmentingPath(root);
    if (v === -1) return false;
    while (v !== -1) {
      const pv = this.parent[v];
      const ppv = this.mate[pv];
      this.mate[v] = pv;
      this.mate[pv] = v;
      v = ppv;
    }
    return true;
  }

  /** Edmonds' search from one exposed root, contracting odd cycles (blossoms) as it meets them. */
  private findAugmentingPath(root: number): number {
    const n = this.size;
    this.inTree.fill(0);
    this.parent.fill(-1);
    for (let i = 0; i < n; i++) this.base[i] = i;
    this.inTree[root] = 1;
    const queue: number[] = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      const row = v * n;
      for (let to = 0; to < n; to++) {
        if (this.gaps[row + to] > this.limit || this.active[to] === 0) continue;
        if (this.base[v] === this.base[to] || this.mate[v] === to) continue;
        if (to === root || (this.mate[to] !== -1 && this.parent[this.mate[to]] !== -1)) {
          const blossomBase = this.lowestCommonAncestor(v, to);
          this.inBlossom.fill(0);
          this.markPath(v, blossomBase, to);
          this.markPath(to, blossomBase, v);
          for (let i = 0; i < n; i++) {
            if (this.active[i] === 1 && this.inBlossom[this.base[i]] === 1) {
              this.base[i] = blossomBase;
              if (this.inTree[i] === 0) {
                this.inTree[i] = 1;
                queue.push(i);
              }
            }
          }
        } else if (this.parent[to] === -1) {
          this.parent[to] = v;
          if (this.mate[to] === -1) return to;
          const next = this.mate[to];
          this.inTree[next] = 1;
          queue.push(next);
        }
      }
    }
    return -1;
  }

  private lowestCommonAncestor(a: number, b: number): number {
    this.onPath.fill(0);
    for (;;) {
      a = this.base[a];
      this.onPath[a] = 1;
      if (this.mate[a] === -1) break;
      a = this.parent[this.mate[a]];
    }
    for (;;) {
      b = this.base[b];
      if (this.onPath[b] === 1) return b;
      b = this.parent[this.mate[b]];
    }
  }

  private markPath(v: number, blossomBase: number, child: number): void {
    while (this.base[v] !== blossomBase) {
      this.inBlossom[this.base[v]] = 1;
      this.inBlossom[this.base[this.mate[v]]] = 1;
      this.parent[v] = child;
      child = this.mate[v];
      v = this.parent[this.mate[v]];
    }
  }
}

/**
 * Pairs with the fewest rematches when no rematch-free pairing exists: the maximum matching of the
 * "not yet met" graph keeps as many fresh pairs as possible; the fighters it leaves over have all
 * met each other (else the matching would not be maximum) and are paired in ranking order.
 */
export function pairWithFewestRematches(matching: SwissMatching): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const leftovers: number[] = [];
  for (let v = 0; v < matching.size; v++) {
    if (!matching.isActive(v)) continue;
    const mate = matching.mateOf(v);
    if (mate === -1) leftovers.push(v);
    else if (mate > v) pairs.push([v, mate]);
  }
  for (let i = 0; i + 1 < leftovers.length; i += 2) pairs.push([leftovers[i], leftovers[i + 1]]);
  return pairs.sort((x, y) => Math.min(...x) - Math.min(...y));
}

/**
 * Chooses the bye among `candidates` (best bye first): the first one whose absence keeps the
 * maximum matching as large as before, so the bye never forces an avoidable rematch; when every
 * candidate costs a pair, the first. The matching must be maximised; the bye is removed from it.
 */
export function chooseBye(matching: SwissMatching, candidates: readonly number[]): number {
  for (const candidate of candidates) {
    if (matching.tryRemoveKeepingSize(candidate)) return candidate;
  }
  matching.remove(candidates[0]);
  return candidates[0];
}
