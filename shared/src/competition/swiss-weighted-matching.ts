/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with the primal-dual method,
 * O(n³), in the form given by Galil ("Efficient algorithms for finding maximum matching in graphs",
 * ACM Computing Surveys, 1986). Swiss pairing needs it because its objective (no rematches, then the
 * fewest and smallest floats, then the seating inside score groups) is a sum over pairs, so the best
 * pairing of a whole round is a minimum-cost perfect matching — a greedy walk cannot find it.
 *
 * Vertices are 0..n-1; non-trivial blossoms get the numbers n..2n-1. Edge k has the endpoints 2k and
 * 2k+1 (`endpoint[2k]`, `endpoint[2k+1]`), so `p ^ 1` is the other end of the edge of endpoint p.
 * Dual variables of vertices are stored doubled, so integral weights keep every value integral (or
 * a half, both exact in a double) as long as the weights stay below 2^50.
 */

const FREE = 0;
const S = 1;
const T = 2;
/** Breadcrumb laid on S-blossoms while two tree paths are traced back (S | 4). */
const CRUMB = 5;

/**
 * Pairs `size` vertices over the edges `(a[k], b[k])` with weight `weight[k]`: among the matchings
 * of the greatest size, one of the greatest total weight. Returns each vertex's partner, or -1.
 * Weights should be whole numbers below 2^50 for the result to be exact.
 */
export function maximumWeightMatching(
  size: number,
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  weight: ArrayLike<number>,
): Int32Array {
  const solver = new WeightedBlossom(size, a, b, weight);
  solver.solve();
  return solver.partners();
}

class WeightedBlossom {
  private readonly n: number;
  private readonly edges: number;
  private readonly endpoint: Int32Array;
  private readonly weight: Float64Array;
  /** Remote endpoints of the edges at each vertex. */
  private readonly neighbours: Int32Array[];
  /** The remote endpoint of a vertex's matched edge, or -1. */
  private readonly mate: Int32Array;
  /** Label of a top-level blossom (FREE, S, T); of a vertex inside a T-blossom, whether it was reached. */
  private readonly label: Int8Array;
  /** Remote endpoint of the edge through which a blossom (or vertex in a T-blossom) got its label. */
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChildren: (number[] | null)[];
  private readonly blossomBase: Int32Array;
  /** blossomEnds[b][i]: local endpoint of child i on the edge to child i+1 (round the blossom). */
  private readonly blossomEnds: (number[] | null)[];
  /** Least-slack edge to an S-blossom (of a free vertex) or to another S-blossom (of an S-blossom). */
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: (number[] | null)[];
  private readonly unusedBlossoms: number[];
  private readonly dual: Float64Array;
  private readonly allowed: Uint8Array;
  private queue: number[] = [];

  constructor(size: number, a: ArrayLike<number>, b: ArrayLike<number>, weight: ArrayLike<number>) {
    const n = size;
    this.n = n;
    this.edges = weight.length;
    this.endpoint = new Int32Array(2 * this.edges);
    this.weight = Float64Array.from(weight);
    const degree = new Int32Array(n);
    for (let k = 0; k < this.edges; k++) {
      this.endpoint[2 * k] = a[k];
      this.endpoint[2 * k + 1] = b[k];
      degree[a[k]] += 1;
      degree[b[k]] += 1;
    }
    this.neighbours = Array.from({ length: n }, (_, v) => new Int32Array(degree[v]));
    const filled = new Int32Array(n);
    for (let k = 0; k < this.edges; k++) {
      this.neighbours[a[k]][filled[a[k]]++] = 2 * k + 1;
      this.neighbours[b[k]][filled[b[k]]++] = 2 * k;
    }
    let maxWeight = 0;
    for (let k = 0; k < this.edges; k++) if (this.weight[k] > maxWeight) maxWeight = this.weight[k];
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int8Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = Int32Array.from({ length: n }, (_, v) => v);
    this.blossomParent = new Int32Array(2 * n).fill(-1);
    this.blossomChildren = new Array<number[] | null>(2 * n).fill(null);
    this.blossomBase = Int32Array.from({ length: 2 * n }, (_, v) => (v < n ? v : -1));
    this.blossomEnds = new Array<number[] | null>(2 * n).fill(null);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.blossomBestEdges = new Array<number[] | null>(2 * n).fill(null);
    this.unusedBlossoms = Array.from({ length: n }, (_, i) => 2 * n - 1 - i);
    this.dual = new Float64Array(2 * n);
    this.dual.fill(maxWeight, 0, n);
    this.allowed = new Uint8Array(this.edges);
  }

  partners(): Int32Array {
    return this.mate.map((p) => (p === -1 ? -1 : this.endpoint[p]));
  }

  /** Each stage grows alternating trees from every single vertex until it augments or proves optimal. */
  solve(): void {
    const n = this.n;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(FREE);
      this.bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossomBestEdges[b] = null;
      this.allowed.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.inBlossom[v]] === FREE) this.assignLabel(v, S, -1);
      }
      if (!this.runStage()) break;
      // Blossoms whose dual reached zero are no longer needed: expand them for the next stage.
      for (let b = n; b < 2 * n; b++) {
        if (
          this.blossomParent[b] === -1 &&
          this.blossomBase[b] >= 0 &&
          this.label[b] === S &&
          this.dual[b] === 0
        ) {
          this.expandBlossom(b, true);
        }
      }
    }
  }

  /** Returns true once the matching grew by one edge, false when no augmenting path is left. */
  private runStage(): boolean {
    for (;;) {
      if (this.scanQueue()) return true;
      if (!this.updateDuals()) return false;
    }
  }

  private slack(k: number): number {
    return this.dual[this.endpoint[2 * k]] + this.dual[this.endpoint[2 * k + 1]] - 2 * this.weight[k];
  }

  private leaves(b: number, visit: (v: number) => void): void {
    if (b < this.n) {
      visit(b);
      return;
    }
    for (const child of this.blossomChildren[b] as number[]) this.leaves(child, visit);
  }

  private assignLabel(w: number, t: number, p: number): void {
    for (;;) {
      const b = this.inBlossom[w];
      this.label[w] = t;
      this.label[b] = t;
      this.labelEnd[w] = p;
      this.labelEnd[b] = p;
      this.bestEdge[w] = -1;
      this.bestEdge[b] = -1;
      if (t === S) {
        this.leaves(b, (v) => this.queue.push(v));
        return;
      }
      // A T-blossom's base is matched: its mate becomes an S-vertex.
      const base = this.blossomBase[b];
      const mateEnd = this.mate[base];
      w = this.endpoint[mateEnd];
      t = S;
      p = mateEnd ^ 1;
    }
  }

  /** Traces back from two S-vertices: the base of the blossom they close, or -1 for an augmenting path. */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v];
      if (this.label[b] === CRUMB) {
        base = this.blossomBase[b];
        break;
      }
      path.push(b);
      this.label[b] = CRUMB;
      if (this.labelEnd[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelEnd[b]];
        b = this.inBlossom[v];
        v = this.endpoint[this.labelEnd[b]];
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = S;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    const n = this.n;
    let v = this.endpoint[2 * k];
    let w = this.endpoint[2 * k + 1];
    const bb = this.inBlossom[base];
    let bv = this.inBlossom[v];
    let bw = this.inBlossom[w];
    const b = this.unusedBlossoms.pop() as number;
    this.blossomBase[b] = base;
    this.blossomParent[b] = -1;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      ends.push(this.labelEnd[bv]);
      v = this.endpoint[this.labelEnd[bv]];
      bv = this.inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      ends.push(this.labelEnd[bw] ^ 1);
      w = this.endpoint[this.labelEnd[bw]];
      bw = this.inBlossom[w];
    }
    this.blossomChildren[b] = path;
    this.blossomEnds[b] = ends;
    this.label[b] = S;
    this.labelEnd[b] = this.labelEnd[bb];
    this.dual[b] = 0;
    this.leaves(b, (leaf) => {
      // A T-vertex inside the new S-blossom becomes an S-vertex: scan it too.
      if (this.label[this.inBlossom[leaf]] === T) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    });
    const bestTo = new Int32Array(2 * n).fill(-1);
    const consider = (edge: number) => {
      let j = this.endpoint[2 * edge + 1];
      if (this.inBlossom[j] === b) j = this.endpoint[2 * edge];
      const bj = this.inBlossom[j];
      if (
        bj !== b &&
        this.label[bj] === S &&
        (bestTo[bj] === -1 || this.slack(edge) < this.slack(bestTo[bj]))
      ) {
        bestTo[bj] = edge;
      }
    };
    for (const child of path) {
      const known = this.blossomBestEdges[child];
      if (known === null) {
        this.leaves(child, (leaf) => {
          for (const p of this.neighbours[leaf]) consider(p >> 1);
        });
      } else {
        for (const edge of known) consider(edge);
      }
      this.blossomBestEdges[child] = null;
      this.bestEdge[child] = -1;
    }
    const best: number[] = [];
    for (const edge of bestTo) if (edge !== -1) best.push(edge);
    this.blossomBestEdges[b] = best;
    this.bestEdge[b] = -1;
    for (const edge of best) {
      if (this.bestEdge[b] === -1 || this.slack(edge) < this.slack(this.bestEdge[b])) this.bestEdge[b] = edge;
    }
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const n = this.n;
    const children = this.blossomChildren[b] as number[];
    const ends = this.blossomEnds[b] as number[];
    for (const s of children) {
      this.blossomParent[s] = -1;
      if (s < n) this.inBlossom[s] = s;
      else if (endStage && this.dual[s] === 0) this.expandBlossom(s, endStage);
      else {
        this.leaves(s, (v) => {
          this.inBlossom[v] = s;
        });
      }
    }
    if (!endStage && this.label[b] === T) {
      // Relabel the sub-blossoms on the even path from the entry child to the base.
      const length = children.length;
      const entryChild = this.inBlossom[this.endpoint[this.labelEnd[b] ^ 1]];
      let j = children.indexOf(entryChild);
      const forward = (j & 1) === 1;
      const step = (i: number) => (forward ? (i + 1) % length : (i - 1 + length) % length);
      const trick = forward ? 0 : 1;
      const endAt = (i: number) => ends[(i - trick + length) % length];
      let p = this.labelEnd[b];
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]] = FREE;
        this.label[this.endpoint[endAt(j) ^ trick ^ 1]] = FREE;
        this.assignLabel(this.endpoint[p ^ 1], T, p);
        this.allowed[endAt(j) >> 1] = 1;
        j = step(j);
        p = endAt(j) ^ trick;
        this.allowed[p >> 1] = 1;
        j = step(j);
      }
      const baseChild = children[j];
      this.label[this.endpoint[p ^ 1]] = T;
      this.label[baseChild] = T;
      this.labelEnd[this.endpoint[p ^ 1]] = p;
      this.labelEnd[baseChild] = p;
      this.bestEdge[baseChild] = -1;
      j = step(j);
      while (children[j] !== entryChild) {
        const child = children[j];
        if (this.label[child] !== S) {
          // A child of the odd path reached from outside keeps a T label.
          let reached = -1;
          this.leaves(child, (v) => {
            if (reached === -1 && this.label[v] !== FREE) reached = v;
          });
          if (reached !== -1) {
            this.label[reached] = FREE;
            this.label[this.endpoint[this.mate[this.blossomBase[child]]]] = FREE;
            this.assignLabel(reached, T, this.labelEnd[reached]);
          }
        }
        j = step(j);
      }
    }
    this.label[b] = -1;
    this.labelEnd[b] = -1;
    this.blossomChildren[b] = null;
    this.blossomEnds[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unusedBlossoms.push(b);
  }

  /** Swaps matched and unmatched edges on the even path from vertex v to the base of blossom b. */
  private augmentBlossom(b: number, v: number): void {
    const n = this.n;
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t];
    if (t >= n) this.augmentBlossom(t, v);
    const children = this.blossomChildren[b] as number[];
    const ends = this.blossomEnds[b] as number[];
    const length = children.length;
    const first = children.indexOf(t);
    let j = first;
    const forward = (j & 1) === 1;
    const step = (i: number) => (forward ? (i + 1) % length : (i - 1 + length) % length);
    const trick = forward ? 0 : 1;
    while (j !== 0) {
      j = step(j);
      t = children[j];
      const p = ends[(j - trick + length) % length] ^ trick;
      if (t >= n) this.augmentBlossom(t, this.endpoint[p]);
      j = step(j);
      t = children[j];
      if (t >= n) this.augmentBlossom(t, this.endpoint[p ^ 1]);
      this.mate[this.endpoint[p]] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]] = p;
    }
    this.blossomChildren[b] = [...children.slice(first), ...children.slice(0, first)];
    this.blossomEnds[b] = [...ends.slice(first), ...ends.slice(0, first)];
    this.blossomBase[b] = this.blossomBase[(this.blossomChildren[b] as number[])[0]];
  }

  /** Augments along the path through edge k, which joins two S-vertices of different trees. */
  private augmentMatching(k: number): void {
    for (const [start, remote] of [
      [this.endpoint[2 * k], 2 * k + 1],
      [this.endpoint[2 * k + 1], 2 * k],
    ]) {
      let s = start;
      let p = remote;
      for (;;) {
        const bs = this.inBlossom[s];
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break;
        const t = this.endpoint[this.labelEnd[bs]];
        const bt = this.inBlossom[t];
        s = this.endpoint[this.labelEnd[bt]];
        const j = this.endpoint[this.labelEnd[bt] ^ 1];
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt];
        p = this.labelEnd[bt] ^ 1;
      }
    }
  }

  /** Scans S-vertices over tight edges; true when it augmented the matching. */
  private scanQueue(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop() as number;
      for (const p of this.neighbours[v]) {
        const k = p >> 1;
        const w = this.endpoint[p];
        if (this.inBlossom[v] === this.inBlossom[w]) continue;
        let kSlack = 0;
        if (!this.allowed[k]) {
          kSlack = this.slack(k);
          if (kSlack <= 0) this.allowed[k] = 1;
        }
        const bw = this.inBlossom[w];
        if (this.allowed[k]) {
          if (this.label[bw] === FREE) {
            this.assignLabel(w, T, p ^ 1);
          } else if (this.label[bw] === S) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) {
              this.addBlossom(base, k);
            } else {
              this.augmentMatching(k);
              return true;
            }
          } else if (this.label[w] === FREE) {
            this.label[w] = T;
            this.labelEnd[w] = p ^ 1;
          }
        } else if (this.label[bw] === S) {
          const bv = this.inBlossom[v];
          if (this.bestEdge[bv] === -1 || kSlack < this.slack(this.bestEdge[bv])) this.bestEdge[bv] = k;
        } else if (this.label[w] === FREE) {
          if (this.bestEdge[w] === -1 || kSlack < this.slack(this.bestEdge[w])) this.bestEdge[w] = k;
        }
      }
    }
    return false;
  }

  /**
   * No tight edge left to follow: moves the duals by the largest step that keeps them feasible and
   * acts on whatever became tight. Returns false when the matching is of maximum size (only sizes
   * are maximised first, so there is no "vertex dual reached zero" stop).
   */
  private updateDuals(): boolean {
    const n = this.n;
    let type = -1;
    let delta = 0;
    let edge = -1;
    let blossom = -1;
    for (let v = 0; v < n; v++) {
      if (this.label[this.inBlossom[v]] === FREE && this.bestEdge[v] !== -1) {
        const d = this.slack(this.bestEdge[v]);
        if (type === -1 || d < delta) {
          type = 2;
          delta = d;
          edge = this.bestEdge[v];
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (this.blossomParent[b] === -1 && this.label[b] === S && this.bestEdge[b] !== -1) {
        const d = this.slack(this.bestEdge[b]) / 2;
        if (type === -1 || d < delta) {
          type = 3;
          delta = d;
          edge = this.bestEdge[b];
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (
        this.blossomBase[b] >= 0 &&
        this.blossomParent[b] === -1 &&
        this.label[b] === T &&
        (type === -1 || this.dual[b] < delta)
      ) {
        type = 4;
        delta = this.dual[b];
        blossom = b;
      }
    }
    if (type === -1) {
      // Maximum size reached; a last step keeps the duals verifiable.
      type = 1;
      let least = this.dual[0];
      for (let v = 1; v < n; v++) if (this.dual[v] < least) least = this.dual[v];
      delta = least > 0 ? least : 0;
    }
    for (let v = 0; v < n; v++) {
      const label = this.label[this.inBlossom[v]];
      if (label === S) this.dual[v] -= delta;
      else if (label === T) this.dual[v] += delta;
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] >= 0 && this.blossomParent[b] === -1) {
        if (this.label[b] === S) this.dual[b] += delta;
        else if (this.label[b] === T) this.dual[b] -= delta;
      }
    }
    if (type === 1) return false;
    if (type === 2) {
      this.allowed[edge] = 1;
      let i = this.endpoint[2 * edge];
      if (this.label[this.inBlossom[i]] === FREE) i = this.endpoint[2 * edge + 1];
      this.queue.push(i);
    } else if (type === 3) {
      this.allowed[edge] = 1;
      this.queue.push(this.endpoint[2 * edge]);
    } else {
      this.expandBlossom(blossom, false);
    }
    return true;
  }
}
